import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { disconnectDb } from "@/lib/db/client";
import { searchCommentIds } from "@/lib/db/search-comment-ids";
import { buildQueueWhere } from "@/lib/moderation/build-queue-where";
import { countQueueTabs } from "@/lib/moderation/count-queue-tabs";
import { decideMatchingComments } from "@/lib/moderation/decide-matching-comments";
import { decideQueueComment } from "@/lib/moderation/decide-queue-comment";
import { listQueuePage } from "@/lib/moderation/list-queue-page";
import { readQueueFilters } from "@/lib/moderation/queue-filters";
import { resolveQueueReach } from "@/lib/moderation/queue-reach";
import { undoQueueDecisions } from "@/lib/moderation/undo-queue-decisions";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

// The queue's domain functions called directly against each server's database (the same rows the API writes).
describe.each(testServers())("the moderation queue's domain functions on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  const ids: string[] = []; // oldest first
  const thread = `https://example.com/queue-${Date.now()}`;
  const member = () => ({
    accountId: owner.account_id,
    memberId: "mem_01jzzzzzzzzzzzzzzzzzzzzzzz",
    siteIds: [] as string[],
  });
  const scope = () => ({ accountId: owner.account_id, livemode: true });
  const actor = "member:mem_a";

  async function view(params: Record<string, string>, pageSize = 3) {
    const { filters } = readQueueFilters(params);
    const { siteIds } = await resolveQueueReach(member(), filters.site);
    const where = await buildQueueWhere({ siteIds, filters });
    return { where, page: await listQueuePage({ where, filters, pageSize }) };
  }

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl);
    api = apiClient(baseUrl, owner.api_keys.live);
    await api.patch(`/v1/sites/${owner.site_id}`, { moderation: { mode: "all" } });
    for (let n = 0; n < 8; n++) {
      const res = await api.post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: thread,
        content: `queue item ${n}${n === 5 ? " walrus" : ""}`,
        author_name: n % 2 ? "Odd" : "Even",
      });
      ids.push(res.json.id);
    }
    // Test-mode comments never show in the live queue.
    await apiClient(baseUrl, owner.api_keys.test).post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: thread,
      content: "test mode walrus",
    });
  });
  beforeEach(async () => {
    if (process.env.DATABASE_URL !== databaseUrl) {
      await disconnectDb();
      process.env.DATABASE_URL = databaseUrl;
    }
  });
  afterAll(() => disconnectDb());

  it("pages by cursor, newest or oldest first, forwards and back, with no gaps or repeats", async () => {
    for (const sort of ["newest", "oldest"]) {
      const expected = sort === "oldest" ? ids : [...ids].reverse();
      const seen: string[] = [];
      const cursors: string[] = [];
      let after: string | undefined;
      do {
        const { page } = await view({ thread, sort, ...(after ? { after } : {}) });
        seen.push(...page.rows.map((r) => r.id));
        if (after) expect(page.previousCursor).not.toBeNull();
        after = page.nextCursor ?? undefined;
        if (after) cursors.push(after);
      } while (after);
      expect(seen).toEqual(expected);
      // Back from the last page: the page before it.
      const last = await view({ thread, sort, after: cursors.at(-1)! });
      const back = await view({ thread, sort, before: last.page.previousCursor! });
      expect(back.page.rows.map((r) => r.id)).toEqual(expected.slice(3, 6));
      expect(back.page.nextCursor).not.toBeNull();
    }
    const bad = readQueueFilters({ after: "not a cursor!", tab: "nope", from: "2026-13-45" });
    expect(Object.keys(bad.errors).sort()).toEqual(["after", "from", "tab"]);
    expect(bad.filters).toMatchObject({ tab: "pending", sort: "newest" });
  });

  it("counts each tab under the filters, searches within them, and reaches only the member's sites", async () => {
    await api.post(`/v1/comments/${ids[0]}/moderation`, { action: "spam" });
    await api.post(`/v1/comments/${ids[1]}/moderation`, { action: "reject" });
    await api.post(`/v1/comments/${ids[2]}/flag`, { voter_id: "v1", reason: "spam" });
    const { where } = await view({ thread });
    expect(await countQueueTabs(where)).toEqual({ pending: 6, flagged: 1, spam: 1, rejected: 1, all: 8 });
    expect(await countQueueTabs((await view({ thread, author: "odd" })).where)).toEqual({
      pending: 3,
      flagged: 0,
      spam: 0,
      rejected: 1,
      all: 4,
    });
    expect((await view({ thread, q: "walrus" })).page.rows.map((r) => r.id)).toEqual([ids[5]]);
    expect(await searchCommentIds({ siteIds: [owner.site_id], livemode: true, query: "WALRUS", limit: 10 })).toEqual([
      ids[5],
    ]);
    expect(await searchCommentIds({ siteIds: [], livemode: true, query: "walrus", limit: 10 })).toEqual([]);

    const other = await buildAccount(databaseUrl);
    await expect(resolveQueueReach(member(), other.site_id)).rejects.toMatchObject({ code: "site_not_found" });
    await expect(
      resolveQueueReach({ ...member(), siteIds: ["site_01jzzzzzzzzzzzzzzzzzzzzzzz"] }, owner.site_id),
    ).rejects.toMatchObject({ code: "site_not_found" });
    await expect(
      decideQueueComment(scope(), { siteIds: [other.site_id], commentId: ids[3]!, decision: "approve", actor }),
    ).rejects.toMatchObject({ code: "comment_not_found" });
    await expect(
      decideQueueComment(
        { accountId: other.account_id, livemode: true },
        { siteIds: [], commentId: ids[3]!, decision: "approve", actor },
      ),
    ).rejects.toMatchObject({ code: "comment_not_found" });
  });

  it("undoes only the same member's last decision, within 30 seconds, and never a deletion", async () => {
    const id = ids[3]!;
    await decideQueueComment(scope(), { siteIds: [], commentId: id, decision: "approve", actor, reason: "fine" });
    expect(await undoQueueDecisions(scope(), { siteIds: [], commentIds: [id], actor: "member:mem_b" })).toMatchObject([
      { ok: false, code: "undo_not_allowed" },
    ]);
    expect(
      await undoQueueDecisions(scope(), { siteIds: [], commentIds: [id], actor, now: new Date(Date.now() + 31_000) }),
    ).toMatchObject([{ ok: false, code: "undo_not_allowed" }]);
    expect(
      await undoQueueDecisions(
        { accountId: "acct_01jzzzzzzzzzzzzzzzzzzzzzzz", livemode: true },
        { siteIds: [], commentIds: [id], actor },
      ),
    ).toMatchObject([{ ok: false, code: "comment_not_found" }]);
    expect(await undoQueueDecisions(scope(), { siteIds: [], commentIds: [id], actor })).toMatchObject([
      { ok: true, from: "approved", to: "pending" },
    ]);
    // An undo is not itself undone.
    expect(await undoQueueDecisions(scope(), { siteIds: [], commentIds: [id], actor })).toMatchObject([
      { ok: false, code: "undo_not_allowed" },
    ]);
    const history = await api.get(`/v1/comments/${id}/moderation`);
    expect(history.json.actions).toMatchObject([
      { action: "hold", actor: "system" },
      { action: "approve", from_status: "pending", to_status: "approved", actor },
      { action: "undo", from_status: "approved", to_status: "pending", actor, reason: "undo of approve" },
    ]);

    await decideQueueComment(scope(), { siteIds: [], commentId: ids[4]!, decision: "delete", actor });
    expect(await undoQueueDecisions(scope(), { siteIds: [], commentIds: [ids[4]!], actor })).toMatchObject([
      { ok: false, code: "undo_not_allowed" },
    ]);
    expect((await api.get(`/v1/comments/${ids[4]}`)).json.status).toBe("deleted");
  });

  it("decides everything a view matches in steps, leaving comments written after the start", async () => {
    const { filters } = readQueueFilters({ thread, author: "even" });
    const until = new Date(Date.now() - 1);
    const late = await api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: thread,
      content: "late",
      author_name: "Even",
    });
    const step = await decideMatchingComments(member(), {
      filters,
      decision: "reject",
      reason: "bulk",
      until,
    });
    expect(step.cursor).toBeNull();
    expect(step.results.every((r) => r.ok)).toBe(true);
    expect(step.results.map((r) => r.id)).not.toContain(late.json.id);
    expect((await api.get(`/v1/comments/${ids[6]}`)).json.status).toBe("rejected");
  });
});

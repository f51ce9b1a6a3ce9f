import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { buildAccount } from "../support/factories";
import { testServers } from "../support/test-servers";

describe.each(testServers())("moderation queue, flags and bulk actions on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
  });
  const flag = (id: string, voter: string, reason = "abuse") =>
    f.live.post(`/v1/comments/${id}/flag`, { voter_id: voter, reason });
  const queue = (extra = "") => f.live.get(`/v1/moderation/queue?site_id=${f.owner.site_id}${extra}`);

  it("sends a comment back to pending at the site's flag threshold, once, and a moderator's approval stands", async () => {
    const c = await f.comment(f.newPage(), "controversial");
    expect((await flag(c.id, "r1")).json).toMatchObject({ status: "approved", flag_count: 1 });
    expect((await flag(c.id, "r1", "spam")).json).toMatchObject({ status: "approved", flag_count: 1 });
    expect((await flag(c.id, "r2")).json).toMatchObject({ status: "approved", flag_count: 2 });
    expect((await flag(c.id, "r3", "other")).json).toMatchObject({ status: "pending", flag_count: 3 });
    expect((await queue()).json.comments.map((q: { id: string }) => q.id)).toEqual([c.id]);
    expect((await f.live.get(`/v1/threads/${c.thread_id}`)).json).toMatchObject({
      comment_count: 0,
      top_level_count: 0,
    });

    expect((await f.live.post(`/v1/comments/${c.id}/moderation`, { action: "approve" })).json.status).toBe("approved");
    expect((await flag(c.id, "r4")).json).toMatchObject({ status: "approved", flag_count: 4 });
    expect((await queue()).json.comments).toEqual([]);
    const history = (await f.live.get(`/v1/comments/${c.id}/moderation`)).json;
    expect(history.flag_reasons).toEqual({ abuse: 3, other: 1 });
  });

  it("lists the queue oldest first, paged, with thread URL and author", async () => {
    await f.configure({ moderation: { flag_threshold: 1 } });
    const pages = [f.newPage(), f.newPage()];
    const held: { id: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await f.comment(pages[i % 2]!, `held ${i}`, { author_name: `Author ${i}` });
      await flag(c.id, "reader");
      held.push(c);
    }
    const first = await queue("&per_page=2");
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 5, page: 1, per_page: 2, has_more: true });
    expect(first.json.comments.map((q: { id: string }) => q.id)).toEqual(held.slice(0, 2).map((c) => c.id));
    expect(first.json.comments[1]).toMatchObject({
      status: "pending",
      thread_url: pages[1],
      author_name: "Author 1",
      content: "held 1",
    });
    const last = await queue("&per_page=2&page=3");
    expect(last.json).toMatchObject({ total: 5, has_more: false, comments: [{ id: held[4]!.id }] });
    const approved = (await queue("&status=approved&per_page=100")).json.comments.map((q: { id: string }) => q.id);
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.some((id: string) => held.some((c) => c.id === id))).toBe(false);
    for (const bad of ["&status=deleted", "&status=nope", "&per_page=0"]) expect((await queue(bad)).status).toBe(400);
    expect((await f.live.get("/v1/moderation/queue")).status).toBe(400);
    const other = await buildAccount(databaseUrl);
    const outsider = await apiClient(baseUrl, other.api_keys.live).get(
      `/v1/moderation/queue?site_id=${f.owner.site_id}`,
    );
    expect(outsider.json.code).toBe("site_not_found");
    expect(
      (await apiClient(baseUrl, f.owner.api_keys.test).get(`/v1/moderation/queue?site_id=${f.owner.site_id}`)).json
        .total,
    ).toBe(0);
  });

  it("applies one action to many comments, each on its own", async () => {
    await f.configure({ moderation: { flag_threshold: 1 } });
    const page = f.newPage();
    const pending: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await f.comment(page, `bulk ${i}`);
      await flag(c.id, "reader");
      pending.push(c.id);
    }
    const approved = (await f.comment(page, "already approved")).id;
    const other = await buildAccount(databaseUrl);
    const foreign = (
      await apiClient(baseUrl, other.api_keys.live).post("/v1/comments", {
        site_id: other.site_id,
        thread_url: page,
        content: "theirs",
      })
    ).json;
    const ids = [pending[0], approved, foreign.id, pending[1], pending[2]];
    const res = await f.live.post("/v1/moderation/bulk", { comment_ids: ids, action: "approve", reason: "cleanup" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ action: "approve", succeeded: 3, failed: 2 });
    expect(res.json.results.map((r: { comment_id: string }) => r.comment_id)).toEqual(ids);
    expect(res.json.results.map((r: { ok: boolean; error?: { code: string } }) => r.ok || r.error!.code)).toEqual([
      true,
      "invalid_transition",
      "comment_not_found",
      true,
      true,
    ]);
    expect(res.json.results[0].comment).toMatchObject({ status: "approved" });
    const thread = (await f.live.get(`/v1/threads/${res.json.results[0].comment.thread_id}`)).json;
    expect(thread).toMatchObject({ comment_count: 4, top_level_count: 4 });

    const many = Array.from({ length: 101 }, (_, i) => `cmt_${String(i).padStart(26, "0")}`);
    for (const body of [
      { comment_ids: many, action: "reject" },
      { comment_ids: [], action: "reject" },
      { comment_ids: [approved, approved], action: "reject" },
      { comment_ids: [approved], action: "delete" },
    ]) {
      const bad = await f.live.post("/v1/moderation/bulk", body);
      expect(bad.status).toBe(422);
      expect(bad.json.code).toBe("validation_failed");
    }
    const hundred = await f.live.post("/v1/moderation/bulk", { comment_ids: many.slice(0, 100), action: "reject" });
    expect(hundred.json).toMatchObject({ succeeded: 0, failed: 100 });
  });
});

import { beforeAll, describe, expect, it } from "vitest";

import { threadQuery } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { testServers } from "../support/test-servers";

type Status = "pending" | "approved" | "rejected" | "spam" | "deleted";

describe.each(testServers())("moderation on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
    await f.configure({ moderation: { flag_threshold: 1 } });
  });
  const moderate = (id: string, action: string, reason?: string) =>
    f.live.post(`/v1/comments/${id}/moderation`, { action, ...(reason ? { reason } : {}) });
  const flag = (id: string, voter: string, reason = "spam") =>
    f.live.post(`/v1/comments/${id}/flag`, { voter_id: voter, reason });

  /** A top-level comment alone on its page, brought into a status. */
  async function commentIn(status: Status) {
    const c = await f.comment(f.newPage(), `in ${status}`);
    if (status === "pending") expect((await flag(c.id, "reader")).json.status).toBe("pending");
    if (status === "rejected" || status === "spam")
      expect((await moderate(c.id, status === "spam" ? "spam" : "reject")).status).toBe(200);
    if (status === "deleted") expect((await f.live.del(`/v1/comments/${c.id}`)).status).toBe(200);
    return c;
  }

  const expected: Record<string, Partial<Record<Status, Status>>> = {
    approve: { pending: "approved", rejected: "approved", spam: "approved" },
    reject: { pending: "rejected", approved: "rejected", spam: "rejected" },
    spam: { pending: "spam", approved: "spam", rejected: "spam" },
    restore: { rejected: "approved", spam: "approved" },
  };

  it("applies every allowed transition, refuses the others, and keeps the counts exact", async () => {
    for (const [action, outcomes] of Object.entries(expected)) {
      for (const from of ["pending", "approved", "rejected", "spam", "deleted"] as Status[]) {
        const c = await commentIn(from);
        const res = await moderate(c.id, action, `because ${action}`);
        const to = outcomes[from];
        const label = `${action} from ${from}`;
        if (!to) {
          expect(res.status, label).toBe(422);
          expect(res.json.code, label).toBe("invalid_transition");
          continue;
        }
        expect(res.status, label).toBe(200);
        expect(res.json.status, label).toBe(to);
        const visible = to === "approved" ? 1 : 0;
        const thread = (await f.live.get(`/v1/threads/${c.thread_id}`)).json;
        expect(thread, label).toMatchObject({ comment_count: visible, top_level_count: visible });
        const listed = (await f.live.get(threadQuery(f.owner.site_id, c.thread_url))).json;
        expect(listed.total, label).toBe(visible);
        expect(listed.comments.length, label).toBe(visible);
      }
    }
  });

  it("restores a comment to where it was before it was removed", async () => {
    const c = await commentIn("pending");
    await moderate(c.id, "spam");
    expect((await moderate(c.id, "restore")).json.status).toBe("pending");
    await moderate(c.id, "approve");
    await moderate(c.id, "reject");
    await moderate(c.id, "spam");
    expect((await moderate(c.id, "restore")).json.status).toBe("pending");
  });

  it("moves replies in and out of the counts with their parent's status", async () => {
    const page = f.newPage();
    const root = await f.comment(page, "root");
    const reply = await f.comment(page, "reply", { parent_id: root.id });
    await moderate(reply.id, "reject");
    let thread = (await f.live.get(`/v1/threads/${root.thread_id}`)).json;
    expect(thread).toMatchObject({ comment_count: 1, top_level_count: 1 });
    expect((await f.live.get(`/v1/comments/${root.id}`)).json.replies).toEqual([]);
    await moderate(reply.id, "approve");
    await f.live.del(`/v1/comments/${root.id}`);
    thread = (await f.live.get(`/v1/threads/${root.thread_id}`)).json;
    expect(thread).toMatchObject({ comment_count: 1, top_level_count: 1 });
    await moderate(reply.id, "spam");
    thread = (await f.live.get(`/v1/threads/${root.thread_id}`)).json;
    expect(thread).toMatchObject({ comment_count: 0, top_level_count: 0 });
    await moderate(reply.id, "restore");
    expect((await f.live.get(threadQuery(f.owner.site_id, page))).json.comments[0]).toMatchObject({
      id: root.id,
      deleted: true,
      replies: [{ id: reply.id }],
    });
  });

  it("lists every action taken on a comment: who, when, from, to, why", async () => {
    const c = await commentIn("pending");
    await moderate(c.id, "reject", "off topic");
    await moderate(c.id, "restore");
    await f.live.del(`/v1/comments/${c.id}`);
    const res = await f.live.get(`/v1/comments/${c.id}/moderation`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      comment_id: c.id,
      status: "deleted",
      total: 4,
      page: 1,
      has_more: false,
      flag_reasons: { spam: 1 },
    });
    expect(
      res.json.actions.map((a: Record<string, unknown>) => [a.action, a.from_status, a.to_status, a.reason]),
    ).toEqual([
      ["flag_threshold", "approved", "pending", expect.stringContaining("threshold")],
      ["reject", "pending", "rejected", "off topic"],
      ["restore", "rejected", "pending", null],
      ["delete", "pending", "deleted", null],
    ]);
    expect(res.json.actions[0].actor).toBe("system");
    for (const action of res.json.actions.slice(1)) expect(action.actor).toMatch(/^api_key:ak_[0-9a-z]{26}$/);
    const times = res.json.actions.map((a: { created_at: string }) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const paged = await f.live.get(`/v1/comments/${c.id}/moderation?per_page=3&page=2`);
    expect(paged.json).toMatchObject({ total: 4, page: 2, has_more: false, actions: [{ action: "delete" }] });
  });

  it("validates moderation requests", async () => {
    const c = await f.comment(f.newPage(), "validate");
    for (const body of [
      {},
      { action: "ban" },
      { action: "approve", reason: "" },
      { action: "approve", reason: "x".repeat(501) },
      { action: "approve", by: 1 },
    ]) {
      expect((await f.live.post(`/v1/comments/${c.id}/moderation`, body)).json.code).toBe("validation_failed");
    }
    for (const body of [{ voter_id: "v" }, { voter_id: "v", reason: "rude" }, { reason: "spam" }]) {
      expect((await f.live.post(`/v1/comments/${c.id}/flag`, body)).status).toBe(422);
    }
  });
});

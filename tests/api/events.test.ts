import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { buildAccount } from "../support/factories";
import { testServers } from "../support/test-servers";

type Event = {
  id: string;
  type: string;
  created_at: string;
  livemode: boolean;
  data: { object: Record<string, unknown> };
};

describe.each(testServers())("events on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
    await f.configure({ moderation: { flag_threshold: 2 } });
  });

  /** Every event after `after`, following the cursor page by page. */
  async function eventsAfter(after?: string, extra = ""): Promise<Event[]> {
    const all: Event[] = [];
    let cursor = after;
    for (;;) {
      const res = await f.live.get(`/v1/events?limit=7${cursor ? `&after=${cursor}` : ""}${extra}`);
      expect(res.status).toBe(200);
      all.push(...res.json.events);
      if (!res.json.has_more) return all;
      cursor = res.json.events.at(-1).id;
    }
  }

  it("records every change with the object as it is after it, oldest first", async () => {
    const seen = await eventsAfter();
    const mark = seen.at(-1)?.id;
    const page = f.newPage();
    const root = await f.comment(page, "root");
    const reply = await f.comment(page, "reply", { parent_id: root.id });
    await f.live.patch(`/v1/comments/${root.id}`, { content: "root, edited" });
    await f.live.post(`/v1/comments/${root.id}/upvote`, { voter_id: "u1" });
    await f.live.post(`/v1/comments/${root.id}/upvote`, { voter_id: "u1" });
    await f.live.del(`/v1/comments/${root.id}/upvote?voter_id=u1`);
    await f.live.put(`/v1/comments/${root.id}/reactions/funny`, { voter_id: "u2" });
    await f.live.del(`/v1/comments/${root.id}/reactions/funny?voter_id=u2`);
    await f.live.post(`/v1/comments/${reply.id}/flag`, { voter_id: "u3", reason: "spam" });
    await f.live.post(`/v1/comments/${reply.id}/flag`, { voter_id: "u4", reason: "abuse" });
    await f.live.post(`/v1/comments/${reply.id}/moderation`, { action: "approve" });
    await f.live.post(`/v1/comments/${reply.id}/moderation`, { action: "reject" });
    await f.live.post(`/v1/comments/${reply.id}/moderation`, { action: "restore" });
    await f.live.post(`/v1/comments/${reply.id}/moderation`, { action: "spam" });
    await f.live.del(`/v1/comments/${root.id}`);
    await f.live.patch(`/v1/threads/${root.thread_id}`, { title: "T", locked: true });
    await f.live.patch(`/v1/threads/${root.thread_id}`, { locked: false });

    const events = await eventsAfter(mark);
    expect(events.map((e) => e.type)).toEqual([
      "comment.created",
      "comment.created",
      "comment.updated",
      "comment.upvoted",
      "comment.upvote_removed",
      "reaction.added",
      "reaction.removed",
      "comment.flagged",
      "comment.flagged",
      "comment.approved",
      "comment.rejected",
      "comment.restored",
      "comment.spam",
      "comment.deleted",
      "thread.updated",
      "thread.locked",
      "thread.unlocked",
    ]);
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort());
    for (const e of events) {
      expect(e.id).toMatch(/^evt_[0-9a-z]{26}$/);
      expect(e.livemode).toBe(true);
      expect(Date.parse(e.created_at)).not.toBeNaN();
    }
    const [created, , updated, upvoted, unvoted, reacted, unreacted, flagged1, flagged2] = events;
    expect(created!.data.object).toMatchObject({
      id: root.id,
      content: "root",
      content_html: "<p>root</p>",
      upvotes: 0,
    });
    expect(updated!.data.object).toMatchObject({ id: root.id, content: "root, edited", edited_at: expect.any(String) });
    expect(upvoted!.data.object).toMatchObject({ id: root.id, upvotes: 1 });
    expect(unvoted!.data.object).toMatchObject({ id: root.id, upvotes: 0 });
    expect(reacted!.data.object).toMatchObject({
      comment_id: root.id,
      name: "funny",
      voter_id: "u2",
      comment: { reaction_counts: { funny: 1 } },
    });
    expect(unreacted!.data.object).toMatchObject({ name: "funny", comment: { reaction_counts: {} } });
    expect(flagged1!.data.object).toMatchObject({ id: reply.id, flag_count: 1, status: "approved" });
    expect(flagged2!.data.object).toMatchObject({ id: reply.id, flag_count: 2, status: "pending" });
    expect(events[11]!.data.object).toMatchObject({ id: reply.id, status: "approved" });
    expect(events[13]!.data.object).toMatchObject({ id: root.id, status: "deleted", deleted: true, content: "" });
    expect(events[15]!.data.object).toMatchObject({ id: root.thread_id, title: "T", locked: true });
    // The event carries what GET answers right after the change.
    const now = (await f.live.get(`/v1/threads/${root.thread_id}`)).json;
    expect(events.at(-1)!.data.object).toEqual(now);
    const one = await f.live.get(`/v1/events/${events[0]!.id}`);
    expect(one.json).toEqual(events[0]);
  });

  it("filters by type, pages with a cursor, and keeps accounts and modes apart", async () => {
    const c = await f.comment(f.newPage(), "filtered");
    await f.live.post(`/v1/comments/${c.id}/upvote`, { voter_id: "x" });
    const created = await eventsAfter(undefined, "&type=comment.created");
    expect(created.length).toBeGreaterThan(1);
    expect(created.every((e) => e.type === "comment.created")).toBe(true);
    const mixed = await eventsAfter(undefined, "&type=comment.created,comment.upvoted");
    expect(new Set(mixed.map((e) => e.type))).toEqual(new Set(["comment.created", "comment.upvoted"]));
    expect(mixed.at(-1)!.data.object).toMatchObject({ id: c.id, upvotes: 1 });

    const page1 = (await f.live.get("/v1/events?limit=2")).json;
    expect(page1).toMatchObject({ limit: 2, has_more: true });
    const page2 = (await f.live.get(`/v1/events?limit=2&after=${page1.events[1].id}`)).json;
    expect(page2.events[0].id > page1.events[1].id).toBe(true);
    expect((await f.live.get("/v1/events")).json.limit).toBe(20);

    const test = apiClient(baseUrl, f.owner.api_keys.test);
    const testComment = (
      await test.post("/v1/comments", { site_id: f.owner.site_id, thread_url: f.newPage(), content: "test mode" })
    ).json;
    const testEvents = (await test.get("/v1/events?limit=100")).json.events;
    expect(testEvents.map((e: Event) => [e.type, e.livemode, e.data.object.id])).toEqual([
      ["comment.created", false, testComment.id],
    ]);
    expect((await eventsAfter()).some((e) => e.data.object.id === testComment.id)).toBe(false);
    const outsider = apiClient(baseUrl, (await buildAccount(databaseUrl)).api_keys.live);
    // A new account's only event is its own site's creation.
    expect((await outsider.get("/v1/events")).json.events.map((e: Event) => e.type)).toEqual(["site.created"]);
    expect((await outsider.get(`/v1/events/${created[0]!.id}`)).json.code).toBe("event_not_found");
    expect((await test.get(`/v1/events/${created[0]!.id}`)).status).toBe(404);
  });

  it("rejects bad parameters with 400", async () => {
    for (const query of [
      "type=comment.nope",
      "type=",
      "after=evt_x",
      "after=cmt_01jd8x6f4pe7s9v2b0k3m5n7q8",
      "limit=0",
      "limit=101",
      "limit=x",
    ]) {
      const res = await f.live.get(`/v1/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.code).toBe("invalid_parameters");
    }
  });
});

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { openEventStream, type EventStream } from "../support/open-event-stream";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

const origin = "https://live.example.com";

describe.each(testServers())("the thread stream on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  const open: EventStream[] = [];

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "live.example.com" });
    api = apiClient(baseUrl, owner.api_keys.live);
  });
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));

  const page = () => `${origin}/post-${Math.random().toString(36).slice(2)}`;
  const streamUrl = (threadUrl: string) =>
    `${baseUrl}/v1/comments/stream?site_id=${owner.site_id}&thread_url=${encodeURIComponent(threadUrl)}`;
  async function follow(threadUrl: string, headers: Record<string, string> = {}) {
    const stream = await openEventStream(streamUrl(threadUrl), {
      "X-Forwarded-For": randomIp(),
      Origin: origin,
      ...headers,
    });
    open.push(stream);
    // The stream is subscribed once its first bytes (the retry advice) arrive.
    if (stream.response.statusCode === 200)
      await waitFor("the retry advice", async () => (stream.raw().includes("retry:") ? true : undefined), 5000);
    return stream;
  }
  const post = (threadUrl: string, body: Record<string, unknown> = {}, client = api) =>
    client.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: threadUrl,
      content: "hello live",
      author_name: "Ada",
      ...body,
    });

  it("answers an event stream with CORS for the site, no caching, no compression, and retry advice", async () => {
    const thread = page();
    const stream = await follow(thread, { "Accept-Encoding": "gzip, br" });
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers).toMatchObject({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
      "access-control-allow-origin": origin,
    });
    expect(stream.response.headers["content-encoding"]).toBeUndefined();
    expect(stream.raw()).toMatch(/^retry: 3000\n\n/);
  });

  it("sends a published comment with its outbox id, and only what the public read shows", async () => {
    const thread = page();
    const stream = await follow(thread);
    const created = await post(thread);
    expect(created.status).toBe(201);
    const event = await stream.next("the new comment", (e) => e.event === "comment.published");
    const data = JSON.parse(event.data);
    expect(data.comment).toMatchObject({
      id: created.json.id,
      content_html: "<p>hello live</p>",
      author_name: "Ada",
      status: "approved",
      replies: [],
    });
    expect(Object.keys(data.comment)).not.toContain("flag_count");
    expect(event.id).toMatch(/^evt_/);
    const outbox = await api.get(`/v1/events/${event.id}`);
    expect(outbox.json).toMatchObject({ id: event.id, type: "comment.created" });
  });

  it("holds back comments waiting for moderation and test-mode comments, and publishes on approval", async () => {
    const thread = page();
    await api.patch(`/v1/sites/${owner.site_id}`, { moderation: { mode: "all" } });
    try {
      const stream = await follow(thread);
      const held = await post(thread, { content: "held back" });
      expect(held.json.status).toBe("pending");
      await apiClient(baseUrl, owner.api_keys.test).post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: thread,
        content: "test data",
      });
      const marker = await api.post(`/v1/comments/${held.json.id}/moderation`, { action: "approve" });
      expect(marker.status).toBe(200);
      const published = await stream.next("the approved comment", (e) => e.event === "comment.published");
      expect(JSON.parse(published.data).comment.id).toBe(held.json.id);
      expect(stream.events.filter((e) => e.event === "comment.published")).toHaveLength(1);
      expect(stream.raw()).not.toContain("test data");
    } finally {
      await api.patch(`/v1/sites/${owner.site_id}`, { moderation: { mode: "none" } });
    }
  });

  it("tells of edits, votes, reactions, removals and deletions, never a voter or an e-mail", async () => {
    const thread = page();
    const stream = await follow(thread);
    const first = (await post(thread)).json.id as string;
    const second = (await post(thread, { content: "to be rejected" })).json.id as string;
    await api.patch(`/v1/comments/${first}`, { content: "edited live" });
    await api.post(`/v1/comments/${first}/upvote`, { voter_id: "voter-secret-1" });
    await api.put(`/v1/comments/${first}/reactions/funny`, { voter_id: "voter-secret-2" });
    await api.post(`/v1/comments/${second}/moderation`, { action: "reject" });
    await api.del(`/v1/comments/${first}`);
    const deleted = await stream.next("the deletion", (e) => e.event === "comment.deleted");
    expect(JSON.parse(deleted.data)).toEqual({ id: first });
    const names = stream.events.map((e) => e.event);
    expect(names).toEqual([
      "comment.published",
      "comment.published",
      "comment.edited",
      "comment.counts",
      "comment.counts",
      "comment.removed",
      "comment.deleted",
    ]);
    const counts = stream.events.filter((e) => e.event === "comment.counts").map((e) => JSON.parse(e.data));
    expect(counts.at(-1)).toEqual({ id: first, upvotes: 1, reaction_counts: { funny: 1 } });
    expect(stream.raw()).not.toMatch(/voter-secret|@/);
  });

  it("catches a reconnecting client up from Last-Event-ID, and tells one too far behind to reload", async () => {
    const thread = page();
    const stream = await follow(thread);
    await post(thread, { content: "one" });
    const seen = await stream.next("the first comment", (e) => e.event === "comment.published");
    stream.close();
    const missed = (await post(thread, { content: "two" })).json.id;
    await post(`${thread}-elsewhere`, { content: "another thread" });
    const again = await follow(thread, { "Last-Event-ID": seen.id! });
    const caught = await again.next("the missed comment", (e) => e.event === "comment.published");
    expect(JSON.parse(caught.data).comment.id).toBe(missed);
    expect(again.raw()).not.toContain("another thread");
    const lost = await follow(thread, { "Last-Event-ID": "evt_01h0000000000000000000000" });
    await lost.next("the reload advice", (e) => e.event === "reload");
  });

  it("refuses an unknown site, a bad thread URL, and more than 20 streams from one IP", async () => {
    const unknown = await openEventStream(
      `${baseUrl}/v1/comments/stream?site_id=site_01h00000000000000000000000&thread_url=${encodeURIComponent(page())}`,
    );
    expect(unknown.response.statusCode).toBe(404);
    const bad = await openEventStream(
      `${baseUrl}/v1/comments/stream?site_id=${owner.site_id}&thread_url=ftp%3A%2F%2Fx`,
    );
    expect(bad.response.statusCode).toBe(400);
    const ip = randomIp();
    const thread = page();
    for (let i = 0; i < 20; i++) {
      const stream = await openEventStream(streamUrl(thread), { "X-Forwarded-For": ip });
      open.push(stream);
      expect(stream.response.statusCode).toBe(200);
    }
    const over = await openEventStream(streamUrl(thread), { "X-Forwarded-For": ip });
    expect(over.response.statusCode).toBe(429);
    expect(over.response.headers["retry-after"]).toBe("10");
    open.splice(0).forEach((stream) => stream.close());
    // Closed streams give their slots back.
    const afterwards = await waitFor("a slot again", async () => {
      const stream = await openEventStream(streamUrl(thread), { "X-Forwarded-For": ip });
      open.push(stream);
      return stream.response.statusCode === 200 ? stream : (stream.close(), undefined);
    });
    expect(afterwards.response.statusCode).toBe(200);
  });
});

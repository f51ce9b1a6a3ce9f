import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

describe.each(testServers())("comments on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let live: ReturnType<typeof apiClient>;
  const page = `https://blog.example.com/posts/${Date.now()}`;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "blog.example.com" });
    live = apiClient(baseUrl, owner.api_keys.live);
  });

  const post = (body: Record<string, unknown>) =>
    live.post("/v1/comments", { site_id: owner.site_id, thread_url: page, ...body });

  it("creates a comment and lists it in the spec's envelope", async () => {
    const created = await post({ content: "First!", author_name: "Ada" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      content: "First!",
      author_name: "Ada",
      upvotes: 0,
      reaction_counts: {},
      replies: [],
      parent_id: null,
      status: "approved",
      thread_url: page,
      site_id: owner.site_id,
    });
    expect(created.json.id).toMatch(/^cmt_[0-9a-z]{26}$/);
    expect(Date.parse(created.json.created_at)).not.toBeNaN();

    const listed = await live.get(threadQuery(owner.site_id, page));
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ total: 1, page: 1, per_page: 20, has_more: false });
    expect(listed.json.comments).toHaveLength(1);
    expect(listed.json.comments[0]).toMatchObject({ id: created.json.id, content: "First!", replies: [] });
  });

  it("nests replies at any depth under their top-level comment", async () => {
    const thread = `${page}/nested`;
    const root = await post({ thread_url: thread, content: "root" });
    const child = await post({ thread_url: thread, content: "child", parent_id: root.json.id });
    const grandchild = await post({ thread_url: thread, content: "grandchild", parent_id: child.json.id });
    const great = await post({ thread_url: thread, content: "great", parent_id: grandchild.json.id });
    expect(great.status).toBe(201);
    expect(great.json.parent_id).toBe(grandchild.json.id);

    const listed = await live.get(threadQuery(owner.site_id, thread));
    expect(listed.json.total).toBe(1);
    const [top] = listed.json.comments;
    expect(top.id).toBe(root.json.id);
    expect(top.replies[0].id).toBe(child.json.id);
    expect(top.replies[0].replies[0].id).toBe(grandchild.json.id);
    expect(top.replies[0].replies[0].replies[0]).toMatchObject({ id: great.json.id, replies: [] });
  });

  it("pages over top-level comments and sorts them", async () => {
    const thread = `${page}/paged`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await post({ thread_url: thread, content: `c${i}` })).json.id);
    await post({ thread_url: thread, content: "reply to c0", parent_id: ids[0] });

    const first = await live.get(threadQuery(owner.site_id, thread, { per_page: 2 }));
    expect(first.json).toMatchObject({ total: 5, page: 1, per_page: 2, has_more: true });
    expect(first.json.comments.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 2));
    expect(first.json.comments[0].replies).toHaveLength(1);

    const last = await live.get(threadQuery(owner.site_id, thread, { per_page: 2, page: 3 }));
    expect(last.json).toMatchObject({ total: 5, page: 3, has_more: false });
    expect(last.json.comments.map((c: { id: string }) => c.id)).toEqual(ids.slice(4));

    const newest = await live.get(threadQuery(owner.site_id, thread, { sort: "newest" }));
    expect(newest.json.comments.map((c: { id: string }) => c.id)).toEqual([...ids].reverse());
    const beyond = await live.get(threadQuery(owner.site_id, thread, { page: 9 }));
    expect(beyond.json).toMatchObject({ comments: [], total: 5, page: 9 });
  });

  it("answers an empty envelope for a thread with no comments", async () => {
    const listed = await live.get(threadQuery(owner.site_id, `${page}/nothing-yet`));
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ comments: [], total: 0, page: 1 });
  });

  it("normalizes thread URLs so that one page is one thread", async () => {
    const canonical = `https://blog.example.com/norm/${Date.now()}?id=7`;
    const messy =
      canonical.replace("https://blog.example.com", "HTTPS://Blog.Example.COM:443") +
      "&utm_source=x&fbclid=y&gclid=z#comments";
    const created = await post({ thread_url: messy, content: "normalized" });
    expect(created.status).toBe(201);
    expect(created.json.thread_url).toBe(canonical);
    const listed = await live.get(threadQuery(owner.site_id, `${canonical}#other`));
    expect(listed.json.comments.map((c: { content: string }) => c.content)).toEqual(["normalized"]);
  });

  it("keeps test-mode data apart from live data", async () => {
    const thread = `${page}/modes`;
    await post({ thread_url: thread, content: "live comment" });
    const test = apiClient(baseUrl, owner.api_keys.test);
    expect((await test.get(threadQuery(owner.site_id, thread))).json).toMatchObject({ comments: [], total: 0 });
    const testComment = await test.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: thread,
      content: "test comment",
    });
    expect(testComment.status).toBe(201);
    const liveList = await live.get(threadQuery(owner.site_id, thread));
    expect(liveList.json.comments.map((c: { content: string }) => c.content)).toEqual(["live comment"]);
    const testList = await test.get(threadQuery(owner.site_id, thread));
    expect(testList.json.comments.map((c: { content: string }) => c.content)).toEqual(["test comment"]);
    expect(
      (
        await live.post("/v1/comments", {
          site_id: owner.site_id,
          thread_url: thread,
          content: "x",
          parent_id: testComment.json.id,
        })
      ).status,
    ).toBe(422);
  });

  it("answers another account's site as if it did not exist", async () => {
    const other = await buildAccount(databaseUrl);
    const outsider = apiClient(baseUrl, other.api_keys.live);
    const read = await outsider.get(threadQuery(owner.site_id, page));
    expect(read.status).toBe(404);
    expect(read.json.code).toBe("site_not_found");
    const write = await outsider.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: page,
      content: "intrusion",
    });
    expect(write.status).toBe(404);
    const listed = await live.get(threadQuery(owner.site_id, page));
    expect(listed.json.comments.some((c: { content: string }) => c.content === "intrusion")).toBe(false);
  });

  it("requires a reply's parent to be in the same thread", async () => {
    const elsewhere = await post({ thread_url: `${page}/a`, content: "in thread a" });
    const reply = await post({ thread_url: `${page}/b`, content: "reply", parent_id: elsewhere.json.id });
    expect(reply.status).toBe(422);
    expect(reply.json.code).toBe("parent_not_found");
    expect(reply.json.errors).toEqual([{ field: "parent_id", message: expect.any(String) }]);
    const missing = await post({ content: "reply", parent_id: "cmt_01jd8x6f4pe7s9v2b0k3m5n7q8" });
    expect(missing.status).toBe(422);
  });
});

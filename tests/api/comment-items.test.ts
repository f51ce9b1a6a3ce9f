import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { buildAccount } from "../support/factories";
import { testServers } from "../support/test-servers";

describe.each(testServers())("single comments on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
  });
  const list = async (page: string) => (await f.live.get(threadQuery(f.owner.site_id, page))).json;
  const thread = async (id: string) => (await f.live.get(`/v1/threads/${id}`)).json;

  it("answers one comment with its rendered HTML, author fields and nested replies", async () => {
    const page = f.newPage();
    const root = await f.comment(page, "Hello **world**", { author_name: "Ada" });
    expect(root).toMatchObject({
      content: "Hello **world**",
      content_html: "<p>Hello <strong>world</strong></p>",
      author_name: "Ada",
      author_kind: "api",
      author_id: null,
      deleted: false,
      edited_at: null,
      flag_count: 0,
    });
    const child = await f.comment(page, "child", { parent_id: root.id });
    const grandchild = await f.comment(page, "grandchild", { parent_id: child.id });
    await f.comment(page, "another root");

    const got = await f.live.get(`/v1/comments/${root.id}`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ id: root.id, content: "Hello **world**" });
    expect(got.json.replies).toHaveLength(1);
    expect(got.json.replies[0]).toMatchObject({ id: child.id, replies: [{ id: grandchild.id, replies: [] }] });
    const mid = await f.live.get(`/v1/comments/${child.id}`);
    expect(mid.json).toMatchObject({ id: child.id, parent_id: root.id, replies: [{ id: grandchild.id }] });
  });

  it("edits content: re-rendered, edited_at set, unchanged content changes nothing", async () => {
    const page = f.newPage();
    const c = await f.comment(page, "first _draft_");
    const edited = await f.live.patch(`/v1/comments/${c.id}`, { content: "  second *take*  " });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      id: c.id,
      content: "second *take*",
      content_html: "<p>second <em>take</em></p>",
    });
    expect(Date.parse(edited.json.edited_at)).toBeGreaterThanOrEqual(Date.parse(c.created_at));
    const again = await f.live.patch(`/v1/comments/${c.id}`, { content: "second *take*" });
    expect(again.json.edited_at).toBe(edited.json.edited_at);
    expect((await list(page)).comments[0]).toMatchObject({
      content: "second *take*",
      edited_at: edited.json.edited_at,
    });

    const bad = await f.live.patch(`/v1/comments/${c.id}`, { content: " ", author_name: "x" });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(["author_name", "content"]);
  });

  it("deletes a comment without replies out of the lists, and keeps counts exact", async () => {
    const page = f.newPage();
    const a = await f.comment(page, "a");
    await f.comment(page, "b");
    const deleted = await f.live.del(`/v1/comments/${a.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({
      id: a.id,
      status: "deleted",
      deleted: true,
      content: "",
      content_html: "",
      author_name: "",
    });
    const listed = await list(page);
    expect(listed.total).toBe(1);
    expect(listed.comments.map((c: { content: string }) => c.content)).toEqual(["b"]);
    expect(await thread(a.thread_id)).toMatchObject({ comment_count: 1, top_level_count: 1 });
    expect((await f.live.get(`/v1/comments/${a.id}`)).json).toMatchObject({ deleted: true, content: "" });
    // Deleting again is a no-op: same answer, counts unchanged.
    expect((await f.live.del(`/v1/comments/${a.id}`)).json).toMatchObject({ deleted: true });
    expect(await thread(a.thread_id)).toMatchObject({ comment_count: 1, top_level_count: 1 });
  });

  it("leaves a placeholder for a comment with replies until its last reply goes", async () => {
    const page = f.newPage();
    const root = await f.comment(page, "root");
    const mid = await f.comment(page, "mid", { parent_id: root.id });
    const leaf = await f.comment(page, "leaf", { parent_id: mid.id });
    expect(await thread(root.thread_id)).toMatchObject({ comment_count: 3, top_level_count: 1 });

    await f.live.del(`/v1/comments/${root.id}`);
    await f.live.del(`/v1/comments/${mid.id}`);
    let listed = await list(page);
    expect(listed.total).toBe(1);
    expect(listed.comments[0]).toMatchObject({
      id: root.id,
      deleted: true,
      content: "",
      replies: [{ id: mid.id, deleted: true }],
    });
    expect(listed.comments[0].replies[0].replies[0]).toMatchObject({ id: leaf.id, content: "leaf" });
    expect(await thread(root.thread_id)).toMatchObject({ comment_count: 1, top_level_count: 1 });

    // The last real reply goes: both placeholders above it have nothing left to hold.
    await f.live.del(`/v1/comments/${leaf.id}`);
    listed = await list(page);
    expect(listed).toMatchObject({ comments: [], total: 0 });
    expect(await thread(root.thread_id)).toMatchObject({ comment_count: 0, top_level_count: 0 });
  });

  it("refuses to edit a deleted comment", async () => {
    const c = await f.comment(f.newPage(), "gone soon");
    await f.live.del(`/v1/comments/${c.id}`);
    const res = await f.live.patch(`/v1/comments/${c.id}`, { content: "back" });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("comment_deleted");
  });

  it("answers another account's, the other mode's and malformed comments with 404 on every route", async () => {
    const c = await f.comment(f.newPage(), "private");
    const other = await buildAccount(databaseUrl);
    const outsider = apiClient(baseUrl, other.api_keys.live);
    const testKey = apiClient(baseUrl, f.owner.api_keys.test);
    for (const client of [outsider, testKey]) {
      const calls = [
        client.get(`/v1/comments/${c.id}`),
        client.patch(`/v1/comments/${c.id}`, { content: "x" }),
        client.del(`/v1/comments/${c.id}`),
        client.post(`/v1/comments/${c.id}/upvote`, { voter_id: "v" }),
        client.del(`/v1/comments/${c.id}/upvote?voter_id=v`),
        client.put(`/v1/comments/${c.id}/reactions/funny`, { voter_id: "v" }),
        client.del(`/v1/comments/${c.id}/reactions/funny?voter_id=v`),
        client.post(`/v1/comments/${c.id}/flag`, { voter_id: "v", reason: "spam" }),
        client.post(`/v1/comments/${c.id}/moderation`, { action: "reject" }),
        client.get(`/v1/comments/${c.id}/moderation`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.json.code).toBe("comment_not_found");
      }
    }
    for (const id of ["cmt_nope", "x".repeat(100), "cmt_01jd8x6f4pe7s9v2b0k3m5n7q8"]) {
      expect((await f.live.get(`/v1/comments/${id}`)).json.code).toBe("comment_not_found");
    }
    expect((await f.live.get(`/v1/comments/${c.id}`)).json).toMatchObject({
      content: "private",
      upvotes: 0,
      status: "approved",
    });
  });

  it("answers wrong methods with 405 and the allowed ones", async () => {
    const c = await f.comment(f.newPage(), "methods");
    const cases: [string, string, string][] = [
      ["POST", `/v1/comments/${c.id}`, "GET, PATCH, DELETE"],
      ["GET", `/v1/comments/${c.id}/upvote`, "POST, DELETE"],
      ["POST", `/v1/comments/${c.id}/reactions/funny`, "PUT, DELETE"],
      ["GET", `/v1/comments/${c.id}/flag`, "POST"],
      ["DELETE", `/v1/comments/${c.id}/moderation`, "GET, POST"],
      ["GET", "/v1/moderation/bulk", "POST"],
      ["POST", "/v1/moderation/queue", "GET"],
      ["POST", "/v1/threads", "GET"],
      ["DELETE", `/v1/threads/${c.thread_id}`, "GET, PATCH"],
      ["POST", "/v1/events", "GET"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await f.live.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.json.code).toBe("method_not_allowed");
      expect(res.headers.get("allow")).toContain(allow);
    }
  });
});

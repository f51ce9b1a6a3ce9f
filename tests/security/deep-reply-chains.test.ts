import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { allOf, expectChainShape, maxNestedLevels, storeChain, type Comment } from "../support/deep-chain";
import { enableSso } from "../support/enable-sso";
import { queryDatabase } from "../support/query-database";
import { signInReader } from "../support/sign-in-reader";
import { testServers } from "../support/test-servers";

// The documented cap (docs/api.md): replies may sit at most 100 levels below a top-level comment.
const maxReplyDepth = 100;
// A chain as an import could store it, far deeper than the API lets anyone write.
const storedChain = 2_500;

describe.each(testServers())("deep reply chains on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
  });

  it(`creates replies down to depth ${maxReplyDepth} and refuses one deeper for every kind of author`, async () => {
    const page = f.newPage();
    const ids = [(await f.comment(page, "depth 0")).id as string];
    for (let depth = 1; depth <= maxReplyDepth; depth++)
      ids.push((await f.comment(page, `depth ${depth}`, { parent_id: ids.at(-1) })).id);

    const deepest = ids.at(-1)!;
    const refused = await f.live.post("/v1/comments", {
      site_id: f.owner.site_id,
      thread_url: page,
      content: "too deep",
      parent_id: deepest,
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(refused.json).toMatchObject({
      code: "reply_too_deep",
      status: 422,
      max_depth: maxReplyDepth,
      errors: [{ field: "parent_id", message: expect.any(String) }],
    });
    // A reply one level up is still welcome: the cap refuses depth, not the thread.
    const sibling = await f.comment(page, "fine", { parent_id: ids.at(-2) });

    const guest = await apiClient(baseUrl, undefined, { ip: randomIp() }).post(
      `/v1/comments?site_id=${f.owner.site_id}`,
      {
        site_id: f.owner.site_id,
        thread_url: page,
        content: "too deep as a guest",
        author_name: "Guest",
        parent_id: deepest,
      },
    );
    expect(guest.status).toBe(422);
    expect(guest.json.code).toBe("reply_too_deep");
    const secret = await enableSso(baseUrl, databaseUrl, f.owner);
    const reader = apiClient(baseUrl, await signInReader(baseUrl, f.owner.site_id, secret, "deep-reader"), {
      ip: randomIp(),
    });
    const asReader = await reader.post("/v1/comments", {
      site_id: f.owner.site_id,
      thread_url: page,
      content: "too deep as a reader",
      parent_id: deepest,
    });
    expect(asReader.status).toBe(422);
    expect(asReader.json.code).toBe("reply_too_deep");

    const listed = await f.live.get(threadQuery(f.owner.site_id, page));
    expect(listed.status).toBe(200);
    expect(allOf(listed.json.comments)).toHaveLength(ids.length + 1);
    let node: Comment = listed.json.comments[0];
    for (let level = 0; level < maxNestedLevels; level++) {
      expect(node.replies.map((r) => r.id)).toEqual([ids[level + 1]]);
      node = node.replies[0]!;
    }
    // Below the 20th level the replies come flat, in thread order: the sibling after the chain's end.
    const flat = node.replies;
    expect(flat.map((c) => c.id)).toEqual([...ids.slice(maxNestedLevels + 1), sibling.id]);
    expect(flat.at(-1)!.parent_id).toBe(ids.at(-2));
  });

  describe(`a stored chain of ${storedChain} replies`, () => {
    let ids: string[];
    let page: string;
    beforeAll(async () => {
      page = f.newPage();
      ids = await storeChain(databaseUrl, await f.comment(page, "the top of a long chain"), storedChain);
    });

    it.each(["oldest", "newest", "top"])(
      "answers the thread sorted by %s, nested 20 levels and flat below",
      async (sort) => {
        const res = await f.live.get(threadQuery(f.owner.site_id, page, { sort }));
        expect(res.status).toBe(200);
        expect(res.json).toMatchObject({ total: 1, page: 1, has_more: false });
        expectChainShape(res.json.comments[0], ids);
        // Browsers read the same shape without a key.
        const guest = await apiClient(baseUrl, undefined, { ip: randomIp() }).get(
          threadQuery(f.owner.site_id, page, { sort }),
        );
        expect(guest.status).toBe(200);
        expectChainShape(guest.json.comments[0], ids);
      },
    );

    it("answers the top comment and one in the middle, each nested 20 levels below itself", async () => {
      const top = await f.live.get(`/v1/comments/${ids[0]}`);
      expect(top.status).toBe(200);
      expectChainShape(top.json, ids);
      const middle = await f.live.get(`/v1/comments/${ids[1250]}`);
      expect(middle.status).toBe(200);
      expectChainShape(middle.json, ids.slice(1250));
      const deepest = await f.live.get(`/v1/comments/${ids.at(-1)}`);
      expect(deepest.json).toMatchObject({ id: ids.at(-1), replies: [] });
    });

    it("refuses a reply to the stored comments deeper than the cap", async () => {
      const res = await f.live.post("/v1/comments", {
        site_id: f.owner.site_id,
        thread_url: page,
        content: "deeper",
        parent_id: ids[1500],
      });
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("reply_too_deep");
    });

    it("lists them in the moderation queue, and moderates one in the middle with the thread following", async () => {
      const queue = await f.live.get(
        `/v1/moderation/queue?site_id=${f.owner.site_id}&status=approved&per_page=100&page=3`,
      );
      expect(queue.status).toBe(200);
      expect(queue.json.total).toBeGreaterThan(storedChain);
      expect(queue.json.comments).toHaveLength(100);
      for (const comment of queue.json.comments) expect(comment.replies).toEqual([]);

      const middle = ids[1250]!;
      const rejected = await f.live.post(`/v1/comments/${middle}/moderation`, { action: "reject" });
      expect(rejected.status).toBe(200);
      expect(rejected.json).toMatchObject({ id: middle, status: "rejected", replies: [] });
      const held = await f.live.get(`/v1/moderation/queue?site_id=${f.owner.site_id}&status=rejected`);
      expect(held.json.comments.map((c: Comment) => c.id)).toEqual([middle]);
      // The rejected comment leaves the thread, and with it the replies below it.
      const cut = await f.live.get(threadQuery(f.owner.site_id, page));
      expect(cut.status).toBe(200);
      expectChainShape(cut.json.comments[0], ids.slice(0, 1250));

      const restored = await f.live.post(`/v1/comments/${middle}/moderation`, { action: "restore" });
      expect(restored.json.status).toBe("approved");
      expectChainShape((await f.live.get(threadQuery(f.owner.site_id, page))).json.comments[0], ids);
    });

    it("deletes a comment in the middle, which stays as a placeholder for the replies below it", async () => {
      const middle = ids[1800]!;
      const deleted = await f.live.del(`/v1/comments/${middle}`);
      expect(deleted.status).toBe(200);
      expect(deleted.json).toMatchObject({ id: middle, deleted: true, content: "" });
      const res = await f.live.get(threadQuery(f.owner.site_id, page));
      expect(res.status).toBe(200);
      expectChainShape(res.json.comments[0], ids);
      expect(
        allOf(res.json.comments)
          .filter((c) => c.deleted)
          .map((c) => c.id),
      ).toEqual([middle]);
      expect((await f.live.get(`/v1/comments/${middle}`)).status).toBe(200);
    });
  });

  it("takes a chain of placeholders out of the thread when the reply at its end goes", async () => {
    const page = f.newPage();
    const root = await f.comment(page, "above a chain of placeholders");
    const ids = await storeChain(databaseUrl, root, storedChain, (depth) => depth < storedChain);
    const before = await f.live.get(threadQuery(f.owner.site_id, page));
    expectChainShape(before.json.comments[0], ids);

    const deleted = await f.live.del(`/v1/comments/${ids.at(-1)}`);
    expect(deleted.status).toBe(200);
    const after = await f.live.get(threadQuery(f.owner.site_id, page));
    expect(after.status).toBe(200);
    expect(after.json.comments.map((c: Comment) => [c.id, c.replies])).toEqual([[root.id, []]]);
    const thread = await f.live.get(`/v1/threads/${root.thread_id}`);
    expect(thread.json).toMatchObject({ comment_count: 1, top_level_count: 1 });
    const [row] = await queryDatabase(
      databaseUrl,
      `SELECT COUNT(*) AS n FROM "Comment" WHERE "rootId" = $1 AND "listed" = true`,
      [root.id],
    );
    expect(Number(row!.n)).toBe(1);
  });

  it("deletes a site holding a stored chain, with all of its comments", async () => {
    const own = await commentFixture(baseUrl, databaseUrl);
    const page = own.newPage();
    await storeChain(databaseUrl, await own.comment(page, "a chain on a site about to go"), storedChain);
    const res = await own.live.del(`/v1/sites/${own.owner.site_id}`);
    expect(res.status).toBe(204);
    const [left] = await queryDatabase(databaseUrl, `SELECT COUNT(*) AS n FROM "Comment" WHERE "siteId" = $1`, [
      own.owner.site_id,
    ]);
    expect(Number(left!.n)).toBe(0);
    expect((await own.live.get(threadQuery(own.owner.site_id, page))).status).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from "vitest";

import { commentFixture } from "../support/comment-fixture";
import { testServers } from "../support/test-servers";
import { unsafeHtmlParts } from "../support/unsafe-html-parts";
import { nullBytePayload, xssCorpus } from "../support/xss-corpus";

describe.each(testServers())("the XSS corpus through the API on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
  });

  it("keeps content as written and lets no payload into content_html, on create, edit, read and events", async () => {
    const corpus = xssCorpus();
    const page = f.newPage();
    const created: { id: string; payload: string }[] = [];
    // Ten at a time: the corpus is a few hundred comments.
    for (let i = 0; i < corpus.length; i += 10) {
      const batch = corpus.slice(i, i + 10);
      const results = await Promise.all(
        batch.map((payload) =>
          f.live.post("/v1/comments", { site_id: f.owner.site_id, thread_url: page, content: payload }),
        ),
      );
      results.forEach((res, j) => {
        const payload = batch[j]!;
        expect(res.status, payload).toBe(201);
        expect(res.json.content, payload).toBe(payload.trim());
        expect(unsafeHtmlParts(res.json.content_html), `${payload}\n=> ${res.json.content_html}`).toEqual([]);
        created.push({ id: res.json.id, payload });
      });
    }
    const sample = created.filter((_, i) => i % 25 === 0);
    for (const { id, payload } of sample) {
      const edited = await f.live.patch(`/v1/comments/${id}`, { content: `edited ${payload}` });
      expect(unsafeHtmlParts(edited.json.content_html), payload).toEqual([]);
      const read = await f.live.get(`/v1/comments/${id}`);
      expect(read.json.content_html).toBe(edited.json.content_html);
    }
    const events = (await f.live.get("/v1/events?type=comment.created&limit=100")).json.events;
    for (const event of events) expect(unsafeHtmlParts(event.data.object.content_html)).toEqual([]);
  });

  it("refuses the null-byte payload with 422 instead of failing in storage", async () => {
    const res = await f.live.post("/v1/comments", {
      site_id: f.owner.site_id,
      thread_url: f.newPage(),
      content: nullBytePayload,
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ field: "content", message: expect.stringContaining("NUL") }]);
    const nested = await f.live.post("/v1/moderation/bulk", { comment_ids: ["a\u0000b"], action: "approve" });
    expect(nested.json.errors[0].field).toBe("comment_ids.0");
    const c = await f.comment(f.newPage(), "target");
    for (const path of [
      `/v1/comments/${c.id}/upvote?voter_id=a%00b`,
      `/v1/comments/a%00b`,
      `/v1/events?type=comment.created%00`,
    ]) {
      const res = await f.live.call(path.includes("upvote") ? "DELETE" : "GET", path);
      expect(res.status, path).toBe(400);
      expect(res.json.code).toBe("invalid_parameters");
    }
    expect((await f.live.get(`/v1/comments/${c.id}`)).json.upvotes).toBe(0);
  });
});

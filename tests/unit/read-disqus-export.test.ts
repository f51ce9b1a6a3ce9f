import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import type { DisqusRecord } from "../../lib/imports/disqus-records";
import { readDisqusExport } from "../../lib/imports/read-disqus-export";
import { chunksOf } from "../support/chunks-of";

const file = readFileSync("tests/fixtures/imports/disqus-sample.xml");

async function readAll(chunks: AsyncIterable<string | Uint8Array>): Promise<DisqusRecord[]> {
  const records: DisqusRecord[] = [];
  for await (const record of readDisqusExport(chunks)) records.push(record);
  return records;
}

describe("reading a Disqus export", () => {
  it("yields threads and posts in file order, with parents, flags, authors and times", async () => {
    const records = await readAll(chunksOf(file, 64 * 1024));
    expect(records.map((r) => `${r.kind}:${r.kind === "rejected" ? r.sourceId : r.sourceId}`)).toEqual([
      "thread:2001",
      "thread:2002",
      "rejected:2003",
      "post:3001",
      "post:3002",
      "rejected:3003",
      "post:3004",
      "post:3005",
      "rejected:3006",
      "post:3007",
      "post:3009",
    ]);
    const [first, closed] = records;
    expect(first).toMatchObject({
      link: "https://blog.example.com/posts/hello-world/",
      title: "Hello & welcome — «café»",
      closed: false,
    });
    expect(closed).toMatchObject({
      title: "A closed <topic>",
      closed: true,
      createdAt: new Date("2020-01-15T08:30:00Z"),
    });
    const posts = records.filter((r) => r.kind === "post");
    expect(posts[0]).toMatchObject({
      threadSourceId: "2001",
      parentSourceId: null,
      message: "<p>First! Ça marche 🎉</p>",
      author: { name: "Ada Lovelace", email: "ada@example.com", username: "ada", anonymous: false },
      createdAt: new Date("2019-03-01T11:00:00Z"),
    });
    expect(posts[1]).toMatchObject({
      parentSourceId: "3001",
      author: { name: "日本語の名前", email: null, anonymous: true },
    });
    expect(posts[1]!.message).toContain("&amp; an entity");
    expect(posts[2]).toMatchObject({ parentSourceId: "3002", deleted: true, author: { email: null } });
    expect(posts[3]).toMatchObject({ threadSourceId: "2002", spam: true });
  });

  it("reports an unusable record with its line and reason and goes on", async () => {
    const rejected = (await readAll(chunksOf(file, 64 * 1024))).filter((r) => r.kind === "rejected");
    expect(rejected.map((r) => [r.element, r.reason])).toEqual([
      ["thread", "the thread has no http(s) link"],
      ["post", "the post has no valid createdAt"],
      ["post", "the post names no thread"],
    ]);
    const lines = file.toString("utf8").split("\n");
    for (const record of rejected) expect(lines[record.line - 1]).toContain(`dsq:id="${record.sourceId}"`);
  });

  it("reads the same records however the bytes are split, multi-byte characters included", async () => {
    const whole = await readAll(chunksOf(file, file.length));
    for (const size of [1, 7, 113]) expect(await readAll(chunksOf(file, size))).toEqual(whole);
  });

  it("throws on malformed XML, saying where", async () => {
    const broken = Buffer.from(
      file.toString("utf8").replace('</post>\n  <post dsq:id="3005">', '</pots>\n  <post dsq:id="3005">'),
    );
    await expect(readAll(chunksOf(broken, 4096))).rejects.toThrow(/\d+:\d+/);
  });
});

describe("a Disqus export with one enormous message", () => {
  it("keeps at most a million characters of a field, so the record is refused as too long instead of filling the memory", async () => {
    const huge = `<?xml version="1.0"?><disqus xmlns:dsq="http://disqus.com/disqus-internals"><post dsq:id="1"><message>${"a".repeat(3_000_000)}</message><createdAt>2020-01-01T00:00:00Z</createdAt><author><name>A</name></author><thread dsq:id="9"/></post></disqus>`;
    const [post] = await readAll(chunksOf(Buffer.from(huge), 64 * 1024));
    expect(post).toMatchObject({ kind: "post", sourceId: "1" });
    expect(post!.kind === "post" && post!.message.length).toBe(1_000_001);
  });
});

import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { readWordpressExport } from "../../lib/imports/read-wordpress-export";
import type { WordpressRecord } from "../../lib/imports/wordpress-records";
import { chunksOf } from "../support/chunks-of";

const file = readFileSync("tests/fixtures/imports/wordpress-sample.xml");

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<WordpressRecord[]> {
  const records: WordpressRecord[] = [];
  for await (const record of readWordpressExport(chunks)) records.push(record);
  return records;
}

describe("reading a WordPress export (WXR)", () => {
  it("yields each post with comments before them, and its comments with parents, statuses, authors and UTC times", async () => {
    const records = await readAll(chunksOf(file, 64 * 1024));
    expect(records.map((r) => `${r.kind}:${r.sourceId}`)).toEqual([
      "thread:11",
      "comment:101",
      "comment:102",
      "rejected:104",
      "comment:105",
      "thread:13",
      "comment:131",
      "comment:132",
      "rejected:14",
      "rejected:141",
    ]);
    expect(records[0]).toMatchObject({
      link: "https://wp.example.com/2019/03/hello-world/",
      title: "Hello world & friends",
    });
    expect(records[1]).toMatchObject({
      threadSourceId: "11",
      parentSourceId: null,
      content: "First comment, with <em>HTML</em> & an ampersand",
      createdAt: new Date("2019-03-01T11:00:00Z"),
      status: "approved",
      author: { name: "Zoë Ünicode", email: "zoe@example.com", url: "https://zoe.example.com" },
    });
    expect(records[2]).toMatchObject({ parentSourceId: "101", status: "pending", author: { email: null, url: null } });
    expect(records[4]).toMatchObject({ parentSourceId: "102", status: "approved" });
    expect(records[6]).toMatchObject({ threadSourceId: "13", status: "spam" });
    expect(records[7]).toMatchObject({ status: "trash" });
  });

  it("leaves pingbacks out and reports unusable posts and comments with their line and reason", async () => {
    const records = await readAll(chunksOf(file, 64 * 1024));
    expect(records.some((r) => r.sourceId === "103")).toBe(false);
    const rejected = records.filter((r) => r.kind === "rejected");
    expect(rejected.map((r) => [r.element, r.reason])).toEqual([
      ["comment", "the comment has no valid date"],
      ["item", "the post has no http(s) link"],
      ["comment", "the comment's post cannot be imported"],
    ]);
    const lines = file.toString("utf8").split("\n");
    expect(lines[rejected[0]!.line - 1]).toContain("<wp:comment>");
    expect(lines[rejected[1]!.line - 1]).toContain("<item>");
  });

  it("reads the same records however the bytes are split", async () => {
    const whole = await readAll(chunksOf(file, file.length));
    for (const size of [1, 5, 97]) expect(await readAll(chunksOf(file, size))).toEqual(whole);
  });
});

import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { importFile } from "../support/import-file";
import { testServers } from "../support/test-servers";

// Finding 3 of issue 23: the Disqus, WordPress and Threadline importers stored author names and
// thread titles as the file gave them. Every imported name and title now goes through the names'
// rule (docs/api.md#names); what a file cannot be asked to correct is fitted, not refused: an
// author with nothing visible is "Anonymous", a title with nothing visible is no title, and both
// are cut to the API's lengths (80 and 300 characters).
const spoofed = "Admin\u202E\u2066nimda\u2069\u200B";
const spoofedTitle = "Pay\u202Etxt.exe\u202C now";
const invisible = "\u202E\u200B\u2066\u2069\u3164\uFEFF";
const padded = `A${"\u200B".repeat(500)}${"b".repeat(200)}`;
const longTitle = `T${"\u200D".repeat(300)}${"t".repeat(400)}`;

/** What every file below is read back as, by source comment id or thread link. */
const expected = {
  spoofed: "Adminnimda",
  spoofedTitle: "Paytxt.exe now",
  padded: `A${"b".repeat(79)}`,
  longTitle: `T${"t".repeat(299)}`,
  nfd: "Zoë",
};

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function disqusFile(host: string): string {
  const thread = (id: string, path: string, title: string) =>
    `<thread dsq:id="${id}"><link>https://${host}/${path}</link><title>${xml(title)}</title></thread>`;
  // `name` is markup: escaped text, or character references.
  const post = (id: string, thread: string, name: string, extra = "") =>
    `<post dsq:id="${id}"><message><![CDATA[<p>Post ${id}</p>]]></message><createdAt>2020-01-0${id.slice(-1)}T10:00:00Z</createdAt>` +
    `<author><name>${name}</name>${extra}</author><thread dsq:id="${thread}" /></post>`;
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals">`,
    thread("1", "spoofed", spoofedTitle),
    thread("2", "invisible", invisible),
    thread("3", "long", longTitle),
    post("11", "1", xml(spoofed), "<email>ada\u202E@example.com</email>"),
    // As character references the characters are the same once parsed; the username stands in.
    post("12", "1", "&#x202E;&#x200B;", "<username>ada&#x200B;</username>"),
    post("13", "2", xml(invisible)),
    post("14", "3", xml(padded)),
    post("15", "3", xml("Zoe\u0308")),
    `</disqus>`,
  ].join("\n");
}

function wordpressFile(host: string): string {
  const comment = (id: string, name: string) =>
    `<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_author><![CDATA[${name}]]></wp:comment_author>` +
    `<wp:comment_date_gmt>2020-01-0${id.slice(-1)} 10:00:00</wp:comment_date_gmt><wp:comment_content>Comment ${id}</wp:comment_content>` +
    `<wp:comment_approved>1</wp:comment_approved><wp:comment_parent>0</wp:comment_parent></wp:comment>`;
  const item = (id: string, path: string, title: string, comments: string[]) =>
    `<item><title><![CDATA[${title}]]></title><link>https://${host}/${path}</link><wp:post_id>${id}</wp:post_id>${comments.join("")}</item>`;
  return [
    `<?xml version="1.0" encoding="UTF-8" ?>`,
    `<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel>`,
    item("1", "spoofed", spoofedTitle, [comment("11", spoofed), comment("12", invisible)]),
    item("2", "invisible", invisible, [comment("13", padded)]),
    item("3", "long", longTitle, [comment("14", "Zoe\u0308")]),
    `</channel></rss>`,
  ].join("\n");
}

function threadlineFile(host: string, siteId: string): string {
  const at = "2020-01-01T10:00:00.000Z";
  const time = (id: string) => `2020-01-0${id.slice(-1)}T10:00:00.000Z`;
  const thread = (id: string, path: string, title: string | null) =>
    JSON.stringify({ type: "thread", id, url: `https://${host}/${path}`, title, locked: false, created_at: at });
  const comment = (id: string, thread: string, name: string) =>
    JSON.stringify({
      type: "comment",
      id,
      thread_id: thread,
      parent_id: null,
      source_id: `names:${id}`,
      parent_source_id: null,
      status: "approved",
      content: `Comment ${id}`,
      author: { name, kind: "import", email: null },
      created_at: time(id),
      edited_at: null,
      upvotes: 0,
      reaction_counts: {},
    });
  return [
    JSON.stringify({ type: "threadline_export", version: 1, site_id: siteId, livemode: true, exported_at: at }),
    thread("thr_1", "spoofed", spoofedTitle),
    thread("thr_2", "invisible", invisible),
    thread("thr_3", "long", longTitle),
    comment("cmt_11", "thr_1", spoofed),
    comment("cmt_12", "thr_1", invisible),
    comment("cmt_13", "thr_2", padded),
    comment("cmt_14", "thr_3", "Zoe\u0308"),
  ].join("\n");
}

describe.each(testServers())("imported names on $name", ({ baseUrl, databaseUrl }) => {
  let other: { siteId: string; key: string };

  beforeAll(async () => {
    const account = await buildAccount(databaseUrl);
    other = { siteId: account.site_id, key: account.api_keys.live };
  });

  /** Imports a file into a fresh site and reads back, through the API, every thread's title and its comments' names. */
  async function importAndRead(format: string, file: (host: string, siteId: string) => string) {
    const host = `${format}-names.example.com`;
    const account = await buildAccount(databaseUrl, { domain: host });
    const api = apiClient(baseUrl, account.api_keys.live);
    const done = await importFile(baseUrl, account.api_keys.live, account.site_id, file(host, account.site_id), {
      format,
      file_name: `Pay\u202Etxt.exe`,
    });
    expect(done).toMatchObject({ status: "succeeded", failure: null, counts: { records_failed: 0 } });
    // The file's name is shown in the dashboard like a name: the same rule.
    expect(done.file_name).toBe("Paytxt.exe");
    const read = async (path: string) => {
      const page = await api.get(threadQuery(account.site_id, `https://${host}/${path}`));
      expect(page.status).toBe(200);
      return {
        title: page.json.thread.title as string | null,
        names: (page.json.comments as { author_name: string }[]).map((c) => c.author_name),
      };
    };
    const threads = await api.get(`/v1/threads?site_id=${account.site_id}`);
    expect(threads.json.threads.map((t: { title: string | null }) => t.title).sort()).toEqual(
      [expected.longTitle, expected.spoofedTitle, null].sort(),
    );
    return { api, siteId: account.site_id, read };
  }

  it("Disqus: names, usernames standing in, titles and e-mails come out normalized", async () => {
    const { api, siteId, read } = await importAndRead("disqus", disqusFile);
    expect(await read("spoofed")).toEqual({ title: expected.spoofedTitle, names: [expected.spoofed, "ada"] });
    expect(await read("invisible")).toEqual({ title: null, names: ["Anonymous"] });
    expect(await read("long")).toEqual({ title: expected.longTitle, names: [expected.padded, expected.nfd] });
    // An address hiding a bidi override is not kept (the site owner would be shown it).
    const exported = await api.get(`/v1/sites/${siteId}/export`);
    const emails = exported.text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((line) => line.type === "comment")
      .map((line) => line.author.email);
    expect(emails).toEqual([null, null, null, null, null]);
  });

  it("WordPress: comment authors and post titles come out normalized", async () => {
    const { read } = await importAndRead("wordpress", wordpressFile);
    expect(await read("spoofed")).toEqual({ title: expected.spoofedTitle, names: [expected.spoofed, "Anonymous"] });
    expect(await read("invisible")).toEqual({ title: null, names: [expected.padded] });
    expect(await read("long")).toEqual({ title: expected.longTitle, names: [expected.nfd] });
  });

  it("Threadline JSON Lines: author names and thread titles come out normalized", async () => {
    const { read } = await importAndRead("threadline", threadlineFile);
    expect(await read("spoofed")).toEqual({ title: expected.spoofedTitle, names: [expected.spoofed, "Anonymous"] });
    expect(await read("invisible")).toEqual({ title: null, names: [expected.padded] });
    expect(await read("long")).toEqual({ title: expected.longTitle, names: [expected.nfd] });
  });

  it("a refused record's id is reported with its invisible characters shown as codes", async () => {
    const file = `<disqus xmlns:dsq="http://disqus.com/disqus-internals"><post dsq:id="12\u202E34\u200B"><createdAt>2020-01-01T10:00:00Z</createdAt></post></disqus>`;
    const done = await importFile(baseUrl, other.key, other.siteId, file, { format: "disqus" });
    expect(done.errors).toEqual([
      {
        line: 1,
        source_id: "disqus:12\\u{202e}34\\u{200b}",
        code: "invalid_record",
        message: "the post names no thread",
      },
    ]);
  });

  it("a file name with nothing visible is kept as no name", async () => {
    const done = await importFile(baseUrl, other.key, other.siteId, threadlineFile("x.example.com", other.siteId), {
      format: "threadline",
      file_name: "\u202E\u200B",
    });
    expect(done.file_name).toBeNull();
  });
});

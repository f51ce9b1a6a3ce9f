import { readFileSync } from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { importFile } from "../support/import-file";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { counterMismatches, siteSnapshot } from "../support/site-snapshot";
import { testServers } from "../support/test-servers";

const disqus = readFileSync("tests/fixtures/imports/disqus-sample.xml");
const wordpress = readFileSync("tests/fixtures/imports/wordpress-sample.xml");
const helloWorld = "https://blog.example.com/posts/hello-world/";

describe.each(testServers())("imports on $name", ({ baseUrl, databaseUrl }) => {
  let other: Bootstrapped;

  beforeAll(async () => {
    other = await buildAccount(databaseUrl);
  });

  // The free plan has one site: a fresh account per test gives each import a site of its own.
  async function newSite(): Promise<{ siteId: string; key: string }> {
    const account = await buildAccount(databaseUrl);
    return { siteId: account.site_id, key: account.api_keys.live };
  }

  it("imports a Disqus export with its threads, reply chains, statuses, times and exact counters, once", async () => {
    const { siteId, key } = await newSite();
    const first = await importFile(baseUrl, key, siteId, disqus, { format: "disqus", file_name: "disqus.xml" });
    expect(first).toMatchObject({
      object: "import",
      status: "succeeded",
      format: "disqus",
      file_name: "disqus.xml",
      progress: { percent: 100, bytes_read: disqus.length, bytes_total: disqus.length },
      counts: { threads_created: 2, comments_imported: 6, comments_unchanged: 0, records_failed: 3 },
      failure: null,
    });
    // Each refused record is named with its line in the file.
    const lines = disqus.toString("utf8").split("\n");
    expect(first.errors.map((e: { code: string }) => e.code)).toEqual([
      "invalid_record",
      "invalid_record",
      "invalid_record",
    ]);
    for (const error of first.errors)
      expect(lines[error.line - 1]).toContain(`dsq:id="${error.source_id.replace("disqus:", "")}"`);

    const stored = await siteSnapshot(databaseUrl, siteId);
    expect(stored.threads).toMatchObject([
      {
        url: "http://blog.example.com/posts/closed-topic",
        title: "A closed <topic>",
        locked: true,
        commentCount: 0,
        topLevelCount: 0,
      },
      {
        url: helloWorld,
        title: "Hello & welcome — «café»",
        locked: false,
        commentCount: 4,
        topLevelCount: 1,
        lastActivityAt: "2019-03-04T10:00:00.000Z",
      },
    ]);
    const bySource = Object.fromEntries(stored.comments.map((c) => [c.sourceId, c]));
    expect(bySource["disqus:3001"]).toMatchObject({
      parentSourceId: null,
      status: "approved",
      content: "First! Ça marche 🎉",
      authorName: "Ada Lovelace",
      authorEmail: "ada@example.com",
      createdAt: "2019-03-01T11:00:00.000Z",
    });
    expect(bySource["disqus:3002"]).toMatchObject({
      parentSourceId: "disqus:3001",
      depth: 1,
      content: "A reply with [a link](https://example.org) & an entity",
      authorEmail: null,
    });
    // A deleted post keeps its place (without its words or name) so that the reply under it stays in its chain.
    expect(bySource["disqus:3004"]).toMatchObject({
      parentSourceId: "disqus:3002",
      status: "deleted",
      listed: true,
      content: "",
      authorName: "",
      replyCount: 1,
    });
    expect(bySource["disqus:3009"]).toMatchObject({
      parentSourceId: "disqus:3004",
      depth: 3,
      status: "approved",
      authorEmail: "barbara@example.com",
    });
    expect(bySource["disqus:3007"]).toMatchObject({
      parentSourceId: "disqus:3009",
      depth: 4,
      content: "Answering _before_ the comment I answer appears in the file",
    });
    expect(bySource["disqus:3005"]).toMatchObject({
      status: "spam",
      listed: false,
      url: "http://blog.example.com/posts/closed-topic",
    });
    expect(await counterMismatches(databaseUrl, siteId)).toEqual([]);

    // The page reads like any other: the chain under the deleted comment is shown.
    const page = await apiClient(baseUrl).get(
      `/v1/comments?${new URLSearchParams({ site_id: siteId, thread_url: helloWorld })}`,
    );
    expect(page.status).toBe(200);
    expect(page.json.comments[0].replies[0].replies[0]).toMatchObject({
      deleted: true,
      content: "",
      author_kind: "import",
    });
    expect(page.json.comments[0].replies[0].replies[0].replies[0].replies[0].content_html).toContain("<em>before</em>");

    // Importing the same file again changes nothing.
    const again = await importFile(baseUrl, key, siteId, disqus, { format: "disqus" });
    expect(again.counts).toEqual({
      threads_created: 0,
      comments_imported: 0,
      comments_unchanged: 6,
      records_failed: 3,
    });
    expect(await siteSnapshot(databaseUrl, siteId)).toEqual(stored);

    // No webhook storm: one import.completed event per import, and no comment events.
    const events = await queryDatabase(databaseUrl, `SELECT "type" FROM "Event" WHERE "siteId" = $1 ORDER BY "id"`, [
      siteId,
    ]);
    expect(events.map((e) => e.type)).toEqual(["site.created", "import.completed", "import.completed"]);
  });

  it("imports a WordPress export: approved, pending, spam and trash, with parents and UTC times", async () => {
    const { siteId, key } = await newSite();
    const done = await importFile(baseUrl, key, siteId, wordpress, { format: "wordpress" });
    expect(done).toMatchObject({
      status: "succeeded",
      counts: { threads_created: 2, comments_imported: 5, comments_unchanged: 0, records_failed: 3 },
    });
    expect(done.errors.map((e: { source_id: string | null }) => e.source_id)).toEqual([
      "wordpress:104",
      "14",
      "wordpress:141",
    ]);
    const stored = await siteSnapshot(databaseUrl, siteId);
    const bySource = Object.fromEntries(stored.comments.map((c) => [c.sourceId, c]));
    expect(bySource["wordpress:101"]).toMatchObject({
      status: "approved",
      parentSourceId: null,
      createdAt: "2019-03-01T11:00:00.000Z",
    });
    expect(bySource["wordpress:102"]).toMatchObject({
      status: "pending",
      parentSourceId: "wordpress:101",
      authorEmail: null,
    });
    expect(bySource["wordpress:105"]).toMatchObject({ status: "approved", parentSourceId: "wordpress:102", depth: 2 });
    expect(bySource["wordpress:131"]).toMatchObject({ status: "spam" });
    expect(bySource["wordpress:132"]).toMatchObject({ status: "deleted", content: "" });
    expect(stored.threads.map((t) => t.url)).toEqual([
      "https://wp.example.com/2019/03/hello-world/",
      "https://wp.example.com/2020/01/spam-magnet/",
    ]);
    expect(await counterMismatches(databaseUrl, siteId)).toEqual([]);

    const again = await importFile(baseUrl, key, siteId, wordpress, { format: "wordpress" });
    expect(again.counts).toMatchObject({ comments_imported: 0, comments_unchanged: 5 });
    expect(await siteSnapshot(databaseUrl, siteId)).toEqual(stored);
  });

  it("moves the threads of a moved domain by the rewrite rule, and lists the site's imports", async () => {
    const { siteId, key } = await newSite();
    const query = {
      format: "disqus",
      rewrite_from: "https://blog.example.com/",
      rewrite_to: "https://new.example.com/blog/",
    };
    const done = await importFile(baseUrl, key, siteId, disqus, query);
    expect(done.url_rewrite).toEqual({ from: "https://blog.example.com/", to: "https://new.example.com/blog/" });
    const urls = (await siteSnapshot(databaseUrl, siteId)).threads.map((t) => t.url);
    expect(urls).toEqual([
      "http://blog.example.com/posts/closed-topic",
      "https://new.example.com/blog/posts/hello-world/",
    ]);
    const list = await apiClient(baseUrl, key).get(`/v1/sites/${siteId}/imports`);
    expect(list.json.imports.map((i: { id: string }) => i.id)).toEqual([done.id]);
  });

  it("reports a file that is not XML as a failed import, keeping nothing half-written", async () => {
    const { siteId, key } = await newSite();
    const broken = disqus
      .toString("utf8")
      .replace('</post>\n  <post dsq:id="3005">', '</pots>\n  <post dsq:id="3005">');
    const done = await importFile(baseUrl, key, siteId, broken, { format: "disqus" });
    expect(done.status).toBe("failed");
    expect(done.failure).toMatch(/could not be read: .*\d+:\d+/);
    expect(await counterMismatches(databaseUrl, siteId)).toEqual([]);
  });

  it("refuses a bad format, an empty file, another account's site and another account's import", async () => {
    const { siteId, key } = await newSite();
    const api = apiClient(baseUrl, key);
    const badFormat = await api.post(`/v1/sites/${siteId}/imports?format=csv`, "x", { "Content-Type": "text/csv" });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json.code).toBe("invalid_parameters");
    const halfRule = await api.post(`/v1/sites/${siteId}/imports?format=disqus&rewrite_from=https://a.example`, "x", {
      "Content-Type": "application/xml",
    });
    expect(halfRule.status).toBe(400);
    const empty = await api.post(`/v1/sites/${siteId}/imports?format=disqus`, "", {
      "Content-Type": "application/xml",
    });
    expect(empty.status).toBe(422);
    expect(empty.json.code).toBe("invalid_import_file");
    const foreign = await apiClient(baseUrl, other.api_keys.live).post(
      `/v1/sites/${siteId}/imports?format=disqus`,
      disqus.toString(),
      { "Content-Type": "application/xml" },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("site_not_found");
    const done = await importFile(baseUrl, key, siteId, wordpress, { format: "wordpress" });
    const peek = await apiClient(baseUrl, other.api_keys.live).get(`/v1/sites/${siteId}/imports/${done.id}`);
    expect(peek.status).toBe(404);
    const otherSite = await apiClient(baseUrl, other.api_keys.live).get(
      `/v1/sites/${other.site_id}/imports/${done.id}`,
    );
    expect(otherSite.json.code).toBe("import_not_found");
  });
});

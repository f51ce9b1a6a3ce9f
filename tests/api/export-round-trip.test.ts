import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { buildAccount } from "../support/factories";
import { importFile } from "../support/import-file";
import { runCli } from "../support/run-cli";
import { counterMismatches, siteSnapshot } from "../support/site-snapshot";
import { testServers } from "../support/test-servers";

const disqus = readFileSync("tests/fixtures/imports/disqus-sample.xml");
const servers = testServers();

type Snapshot = Awaited<ReturnType<typeof siteSnapshot>>;

/** A snapshot as it must survive a round trip: every comment by the id it is known by across imports. */
function portable(snapshot: Snapshot) {
  return {
    threads: snapshot.threads,
    comments: snapshot.comments.map(({ id, sourceId, parentId, parentSourceId, authorEmail: _email, ...rest }) => ({
      ...rest,
      key: sourceId ?? id,
      parentKey: parentSourceId ?? parentId,
    })),
  };
}

/** A site with imported comments (a deleted placeholder among them) and native ones with votes, reactions and an edit. */
async function fillSite(baseUrl: string, databaseUrl: string) {
  const f = await commentFixture(baseUrl, databaseUrl);
  const page = f.newPage();
  const top = await f.comment(page, "A native comment with **Markdown**", { author_name: "Native" });
  const reply = await f.comment(page, "A native reply", { parent_id: top.id, author_name: "Replier" });
  for (const voter of ["v1", "v2", "v3"])
    expect((await f.live.post(`/v1/comments/${top.id}/upvote`, { voter_id: voter })).status).toBeLessThan(300);
  expect((await f.live.put(`/v1/comments/${reply.id}/reactions/funny`, { voter_id: "v1" })).status).toBeLessThan(300);
  expect((await f.live.patch(`/v1/comments/${reply.id}`, { content: "A native reply, edited" })).status).toBe(200);
  const imported = await importFile(baseUrl, f.owner.api_keys.live, f.owner.site_id, disqus, { format: "disqus" });
  expect(imported.status).toBe("succeeded");
  return f.owner;
}

describe.each(servers)("export and import back on $name", ({ baseUrl, databaseUrl }) => {
  let source: Awaited<ReturnType<typeof fillSite>>;

  beforeAll(async () => {
    source = await fillSite(baseUrl, databaseUrl);
  });

  it("streams the site as JSON Lines that import into a fresh site identically, twice without change", async () => {
    const exported = await apiClient(baseUrl, source.api_keys.live).get(`/v1/sites/${source.site_id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("application/x-ndjson");
    expect(exported.headers.get("content-disposition")).toMatch(
      /attachment; filename="threadline-site_\w+-live-\d{4}-\d\d-\d\d\.jsonl"/,
    );
    const lines = exported.text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ type: "threadline_export", version: 1, site_id: source.site_id, livemode: true });
    expect(lines.filter((l) => l.type === "thread")).toHaveLength(3);
    const native = lines.find((l) => l.content === "A native comment with **Markdown**");
    expect(native).toMatchObject({
      upvotes: 3,
      source_id: native.id,
      author: { name: "Native", kind: "api", email: null },
    });
    expect(lines.find((l) => l.source_id === "disqus:3001")).toMatchObject({
      author: { email: "ada@example.com", kind: "import" },
    });

    const target = await buildAccount(databaseUrl);
    const done = await importFile(baseUrl, target.api_keys.live, target.site_id, exported.text, {
      format: "threadline",
    });
    expect(done).toMatchObject({
      status: "succeeded",
      counts: { records_failed: 0, threads_created: 3, comments_imported: lines.length - 4 },
    });
    const copy = await siteSnapshot(databaseUrl, target.site_id);
    expect(portable(copy)).toEqual(portable(await siteSnapshot(databaseUrl, source.site_id)));
    expect(await counterMismatches(databaseUrl, target.site_id)).toEqual([]);

    const again = await importFile(baseUrl, target.api_keys.live, target.site_id, exported.text, {
      format: "threadline",
    });
    expect(again.counts).toMatchObject({ comments_imported: 0, comments_unchanged: lines.length - 4 });
    expect(await siteSnapshot(databaseUrl, target.site_id)).toEqual(copy);
  });

  it("does the same through the command line, and refuses a file that is not an export", async () => {
    const directory = mkdtempSync(join(tmpdir(), "threadline-export-"));
    const file = join(directory, "site.jsonl");
    await runCli(databaseUrl, ["export", "--site", source.site_id, "--out", file]);
    const target = await buildAccount(databaseUrl);
    const { stdout } = await runCli(databaseUrl, ["import", "--site", target.site_id, "--format", "threadline", file]);
    expect(stdout).toMatch(
      /^imp_\w+ succeeded: \d+ comments imported, 0 already there, 3 threads created, 0 records failed/,
    );
    expect(portable(await siteSnapshot(databaseUrl, target.site_id))).toEqual(
      portable(await siteSnapshot(databaseUrl, source.site_id)),
    );

    const notExport = await importFile(baseUrl, target.api_keys.live, target.site_id, '{"type":"comment"}\n', {
      format: "threadline",
    });
    expect(notExport).toMatchObject({ status: "failed", failure: expect.stringContaining("not a Threadline export") });
  });
});

describe("export from one Threadline, import into another", () => {
  it("moves a site from SQLite to PostgreSQL unchanged", async () => {
    const [from, to] = [servers.find((s) => s.name === "sqlite")!, servers.find((s) => s.name === "postgresql")!];
    const owner = await fillSite(from.baseUrl, from.databaseUrl);
    const exported = await apiClient(from.baseUrl, owner.api_keys.live).get(`/v1/sites/${owner.site_id}/export`);
    const target = await buildAccount(to.databaseUrl);
    const done = await importFile(to.baseUrl, target.api_keys.live, target.site_id, exported.text, {
      format: "threadline",
    });
    expect(done.counts.records_failed).toBe(0);
    expect(portable(await siteSnapshot(to.databaseUrl, target.site_id))).toEqual(
      portable(await siteSnapshot(from.databaseUrl, owner.site_id)),
    );
  });
});

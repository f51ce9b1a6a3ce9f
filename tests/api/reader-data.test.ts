import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import { listAuditEntries } from "@/lib/moderation/list-audit-entries";
import { purgeOldIpHashes } from "@/lib/privacy/purge-old-ip-hashes";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { importFile } from "../support/import-file";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { counterMismatches } from "../support/site-snapshot";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";

const disqus = readFileSync("tests/fixtures/imports/disqus-sample.xml");

describe.each(testServers())("a reader's data on $name", ({ baseUrl, databaseUrl }) => {
  const domain = `privacy-${randomBytes(3).toString("hex")}.example.com`;
  const origin = `https://${domain}`;
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let sso: string;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: domain });
    api = apiClient(baseUrl, owner.api_keys.live);
    sso = await enableSso(baseUrl, databaseUrl, owner);
  });

  it("exports everything about a reader, then erases it: replies kept, counters exact, sessions ended, no trace of the e-mail", async () => {
    const page = `${origin}/post-${randomBytes(3).toString("hex")}`;
    const reader = await ssoReader(baseUrl, { id: owner.site_id, origin, secret: sso });
    const other = await ssoReader(baseUrl, { id: owner.site_id, origin, secret: sso });
    const mine = (await reader.post(page, "My own words")).json;
    const reply = (
      await other.client.post(
        `/v1/comments?site_id=${owner.site_id}`,
        { site_id: owner.site_id, thread_url: page, content: "A reply to it", parent_id: mine.id },
        other.auth,
      )
    ).json;
    const theirs = (await other.post(page, "Someone else's comment")).json;
    expect((await reader.client.post(`/v1/comments/${theirs.id}/upvote`, {}, reader.auth)).status).toBe(200);
    expect((await reader.client.put(`/v1/comments/${theirs.id}/reactions/funny`, {}, reader.auth)).status).toBe(200);
    const readerId = mine.author_id as string;
    await api.post(`/v1/sites/${owner.site_id}/bans`, { email: reader.email, reason: "testing" });

    const exported = await api.get(`/v1/sites/${owner.site_id}/reader-data?reader_id=${readerId}`);
    expect(exported.status).toBe(200);
    expect(exported.json).toMatchObject({
      object: "reader_data",
      reader: { id: readerId, email: reader.email, mode: "sso" },
      comments: [{ id: mine.id, content: "My own words", thread_url: page, author_email: reader.email }],
      votes: [{ comment_id: theirs.id }],
      reactions: [{ comment_id: theirs.id, name: "funny" }],
      bans: [{ kind: "email", reason: "testing" }],
    });
    expect(exported.json.sessions).toHaveLength(1);
    // The same reader found by e-mail.
    const byEmail = await api.get(
      `/v1/sites/${owner.site_id}/reader-data?email=${encodeURIComponent(reader.email.toUpperCase())}`,
    );
    expect(byEmail.json.comments.map((c: { id: string }) => c.id)).toEqual([mine.id]);

    const erased = await api.post(`/v1/sites/${owner.site_id}/reader-data/erase`, { reader_id: readerId });
    expect(erased.status).toBe(200);
    expect(erased.json).toMatchObject({
      object: "reader_erasure",
      reader_id: readerId,
      comments_anonymized: 1,
      votes_removed: 1,
      reactions_removed: 1,
      sessions_ended: 1,
      bans_removed: 1,
    });

    // The reply keeps its place under an anonymized placeholder; the other comment's counts went down.
    const thread = await apiClient(baseUrl).get(
      `/v1/comments?${new URLSearchParams({ site_id: owner.site_id, thread_url: page })}`,
    );
    const placeholder = thread.json.comments.find((c: { id: string }) => c.id === mine.id);
    expect(placeholder).toMatchObject({
      deleted: true,
      content: "",
      author_name: "",
      replies: [{ id: reply.id, content: "A reply to it" }],
    });
    expect(thread.json.comments.find((c: { id: string }) => c.id === theirs.id)).toMatchObject({
      upvotes: 0,
      reaction_counts: {},
    });
    expect(await counterMismatches(databaseUrl, owner.site_id)).toEqual([]);

    // The session no longer works, and the e-mail is nowhere in the database's rows for this site.
    const after = await reader.post(page, "Still here?");
    expect(after.status).toBe(401);
    for (const [table, column] of [
      ["Reader", "email"],
      ["Comment", "authorEmail"],
      ["Ban", "value"],
      ["BanAction", "label"],
      ["MagicLink", "email"],
    ]) {
      const rows = await queryDatabase(databaseUrl, `SELECT COUNT(*) AS n FROM "${table}" WHERE "${column}" = $1`, [
        reader.email,
      ]);
      expect(Number(rows[0]!.n), `${table}.${column}`).toBe(0);
    }
    const history = (await api.get(`/v1/comments/${mine.id}/moderation`)).json;
    expect(JSON.stringify(history)).not.toContain("My own words");
    expect(JSON.stringify(history)).toContain("Erased at the reader's request");
    const events = await queryDatabase(
      databaseUrl,
      `SELECT "payload" FROM "Event" WHERE "siteId" = $1 AND "type" = 'reader.erased'`,
      [owner.site_id],
    );
    expect(events).toHaveLength(1);
    expect(String(events[0]!.payload)).not.toContain(reader.email);
    // The stored events (GET /v1/events, webhook retries) no longer carry the erased words or name.
    const outbox = await queryDatabase(databaseUrl, `SELECT "payload" FROM "Event" WHERE "siteId" = $1`, [
      owner.site_id,
    ]);
    expect(outbox.some((e) => String(e.payload).includes(mine.id))).toBe(true);
    expect(
      outbox.filter((e) => String(e.payload).includes("My own words") || String(e.payload).includes(reader.name)),
    ).toEqual([]);

    // The audit log says who erased and how much, and nothing of what was erased.
    process.env.DATABASE_URL = databaseUrl;
    const audit = await listAuditEntries(
      { accountId: owner.account_id, siteIds: [] },
      {
        cursor: null,
        limit: 20,
      },
    );
    expect(audit.entries.find((e) => e.type === "erasure")).toMatchObject({
      actor: expect.stringMatching(/^api_key:/),
      reason: expect.stringContaining("1 comment(s) anonymized"),
    });
    expect(JSON.stringify(audit.entries)).not.toContain(reader.email);
    expect(JSON.stringify(audit.entries)).not.toContain("My own words");

    // Asking again finds nothing left to erase.
    expect((await api.get(`/v1/sites/${owner.site_id}/reader-data?reader_id=${readerId}`)).json.code).toBe(
      "reader_not_found",
    );
  });

  it("erases imported comments by the e-mail the source gave, keeping the chain under them", async () => {
    const target = await buildAccount(databaseUrl);
    const done = await importFile(baseUrl, target.api_keys.live, target.site_id, disqus, { format: "disqus" });
    expect(done.status).toBe("succeeded");
    const targetApi = apiClient(baseUrl, target.api_keys.live);
    const found = await targetApi.get(`/v1/sites/${target.site_id}/reader-data?email=barbara@example.com`);
    expect(found.json).toMatchObject({
      reader: null,
      comments: [{ imported_from: "disqus:3009", author_email: "barbara@example.com" }],
    });
    const erased = await targetApi.post(`/v1/sites/${target.site_id}/reader-data/erase`, {
      email: "barbara@example.com",
    });
    expect(erased.json).toMatchObject({ reader_id: null, comments_anonymized: 1 });
    const rows = await queryDatabase(
      databaseUrl,
      `SELECT "status", "listed", "content", "authorEmail" FROM "Comment" WHERE "siteId" = $1 AND "sourceId" = 'disqus:3009'`,
      [target.site_id],
    );
    expect(rows[0]).toMatchObject({ status: "deleted", content: "", authorEmail: null });
    // 3009 had a reply (3007): it stays listed as a placeholder, and every counter is exact.
    expect(Boolean(rows[0]!.listed)).toBe(true);
    expect(await counterMismatches(databaseUrl, target.site_id)).toEqual([]);
  });

  it("refuses both or neither of reader_id and email, an unknown reader, and another account's site", async () => {
    expect((await api.get(`/v1/sites/${owner.site_id}/reader-data`)).status).toBe(400);
    const both = await api.post(`/v1/sites/${owner.site_id}/reader-data/erase`, {
      reader_id: "usr_x",
      email: "a@example.com",
    });
    expect(both.status).toBe(422);
    expect((await api.get(`/v1/sites/${owner.site_id}/reader-data?reader_id=usr_nobody`)).json.code).toBe(
      "reader_not_found",
    );
    const stranger = await buildAccount(databaseUrl);
    const foreign = await apiClient(baseUrl, stranger.api_keys.live).post(
      `/v1/sites/${owner.site_id}/reader-data/erase`,
      { email: "a@example.com" },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("site_not_found");
  });

  it("drops hashed IPs older than the retention period from comments and guests' votes, and keeps newer ones", async () => {
    const page = `${origin}/old-${randomBytes(3).toString("hex")}`;
    const guest = apiClient(baseUrl, undefined, { ip: randomIp(), origin });
    const old = (
      await guest.post(`/v1/comments?site_id=${owner.site_id}`, {
        site_id: owner.site_id,
        thread_url: page,
        content: "Long ago",
        author_name: "Guest",
      })
    ).json;
    const recent = (
      await guest.post(`/v1/comments?site_id=${owner.site_id}`, {
        site_id: owner.site_id,
        thread_url: page,
        content: "Just now",
        author_name: "Guest",
      })
    ).json;
    expect((await guest.post(`/v1/comments/${recent.id}/upvote?site_id=${owner.site_id}`, {})).status).toBe(200);
    const longAgo = "2020-01-01T00:00:00.000+00:00";
    await queryDatabase(databaseUrl, `UPDATE "Comment" SET "createdAt" = $1 WHERE "id" = $2`, [longAgo, old.id]);
    await queryDatabase(databaseUrl, `UPDATE "Vote" SET "createdAt" = $1 WHERE "commentId" = $2`, [longAgo, recent.id]);
    const hashes = async () =>
      (
        await queryDatabase(
          databaseUrl,
          `SELECT "id", "authorIpHash" FROM "Comment" WHERE "id" IN ($1, $2) ORDER BY "id"`,
          [old.id, recent.id],
        )
      ).map((r) => r.authorIpHash);
    expect((await hashes()).every(Boolean)).toBe(true);

    process.env.DATABASE_URL = databaseUrl;
    expect(await purgeOldIpHashes()).toBeGreaterThanOrEqual(1);
    const [oldHash, recentHash] = await hashes();
    expect(oldHash).toBeNull();
    expect(recentHash).toMatch(/\w{16,}/);
    const [vote] = await queryDatabase(databaseUrl, `SELECT "voterKey" FROM "Vote" WHERE "commentId" = $1`, [
      recent.id,
    ]);
    expect(vote!.voterKey).toMatch(/^expired:vote_/);
    // The vote still counts; the comment is still there.
    expect((await api.get(`/v1/comments/${recent.id}`)).json.upvotes).toBe(1);
  });
});

// Class 2: an erasure must reach every reader the request names and leave no copy of their name or
// address anywhere: not in ban labels (bans in force and lifted), the ban and moderation logs,
// moderators' reasons, stored events, replayable Idempotency-Key answers, or the readers' own rows.
import { randomBytes } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { withDatabaseUrl } from "@/lib/db/database-url";
import { banCommentAuthor } from "@/lib/moderation/ban-comment-author";
import { listAuditEntries } from "@/lib/moderation/list-audit-entries";

import { apiClient } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";

// Every stored text of a site that could hold a copy of a reader's name or address.
const textColumns = [
  `SELECT "label" || ' ' || coalesce("reason", '') || ' ' || "value" AS t FROM "Ban" WHERE "siteId" = $1`,
  `SELECT "label" || ' ' || coalesce("reason", '') AS t FROM "BanAction" WHERE "siteId" = $1`,
  `SELECT coalesce(m."reason", '') AS t FROM "ModerationAction" m JOIN "Comment" c ON c."id" = m."commentId" WHERE c."siteId" = $1`,
  `SELECT "authorName" || ' ' || "content" || ' ' || "contentHtml" || ' ' || coalesce("authorEmail", '') AS t FROM "Comment" WHERE "siteId" = $1`,
  `SELECT "name" || ' ' || coalesce("email", '') || ' ' || "identityKey" AS t FROM "Reader" WHERE "siteId" = $1`,
  `SELECT "payload" AS t FROM "Event" WHERE "siteId" = $1`,
  `SELECT "email" AS t FROM "MagicLink" WHERE "siteId" = $1`,
  `SELECT r."responseBody" AS t FROM "IdempotencyRecord" r JOIN "Site" s ON s."accountId" = r."accountId" WHERE s."id" = $1`,
];

async function tracesOf(databaseUrl: string, siteId: string, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const sql of textColumns) {
    for (const row of await queryDatabase(databaseUrl, sql, [siteId])) {
      const text = String(row.t).toLowerCase();
      for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${needle} in ${sql}`);
    }
  }
  return found;
}

describe.each(testServers())("an erasure that leaves no trace on $name", ({ baseUrl, databaseUrl }) => {
  const domain = `erasure-${randomBytes(3).toString("hex")}.example.com`;
  const origin = `https://${domain}`;
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let sso: string;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain });
    api = apiClient(baseUrl, owner.api_keys.live);
    sso = await enableSso(baseUrl, databaseUrl, owner);
  });

  it("erases every reader of the address, and their names and address leave labels, logs, reasons and stored answers", async () => {
    const tag = randomBytes(3).toString("hex");
    const email = `shared-${tag}@example.org`;
    const site = { id: owner.site_id, origin, secret: sso };
    // Two readers of one address (two sign-ins of one person, as a magic link and SSO would make).
    const first = await ssoReader(baseUrl, site, `first-${tag}`, { name: `Zelda ${tag}`, email });
    const second = await ssoReader(baseUrl, site, `second-${tag}`, {
      name: `Yorick ${tag}`,
      email: email.toUpperCase(),
    });
    const page = `${origin}/story-${tag}`;
    const mine = (await first.post(page, `Words of Zelda ${tag}`)).json;
    const theirs = (await second.post(page, `Words of Yorick ${tag}`)).json;
    expect([mine.status, theirs.status]).toEqual(["approved", "approved"]);

    // Bans that name them: an IP ban lifted, an IP ban in force, an e-mail ban, a reader ban lifted.
    const member = { accountId: owner.account_id, siteIds: [] };
    const [lifted, kept] = await withDatabaseUrl(databaseUrl, async () => [
      await banCommentAuthor(member, { actor: "system", comment_id: mine.id, kind: "ip", duration: "forever" }),
      await banCommentAuthor(member, { actor: "system", comment_id: theirs.id, kind: "ip", duration: "7d" }),
    ]);
    expect(lifted.target).toBe(`IP of a comment by Zelda ${tag}`);
    expect((await api.del(`/v1/sites/${owner.site_id}/bans/${lifted.id}`)).status).toBe(204);
    const byEmail = await api.post(`/v1/sites/${owner.site_id}/bans`, { email, reason: `spams as ${email}` });
    expect(byEmail.status).toBe(201);
    const byReader = await api.post(`/v1/sites/${owner.site_id}/bans`, { reader_id: theirs.author_id });
    expect((await api.del(`/v1/sites/${owner.site_id}/bans/${byReader.json.id}`)).status).toBe(204);
    // A moderator's reason quoting the address, and a decision whose answer is kept for replays.
    const rejected = await api.post(
      `/v1/comments/${theirs.id}/moderation`,
      { action: "reject", reason: `Same person as ${email.toUpperCase()}` },
      { "Idempotency-Key": `reject-${tag}` },
    );
    expect(rejected.status).toBe(200);
    const needles = [email, `Zelda ${tag}`, `Yorick ${tag}`];
    expect((await tracesOf(databaseUrl, owner.site_id, needles)).length).toBeGreaterThan(0);

    const found = await api.get(`/v1/sites/${owner.site_id}/reader-data?email=${encodeURIComponent(email)}`);
    expect(found.json.readers.map((r: { id: string }) => r.id).sort()).toEqual(
      [mine.author_id, theirs.author_id].sort(),
    );
    expect(found.json.comments.map((c: { id: string }) => c.id).sort()).toEqual([mine.id, theirs.id].sort());

    const erased = await api.post(`/v1/sites/${owner.site_id}/reader-data/erase`, { email });
    expect(erased.status).toBe(200);
    expect(erased.json).toMatchObject({ comments_anonymized: 2, bans_removed: 1, sessions_ended: 2 });
    expect(erased.json.reader_ids.sort()).toEqual([mine.author_id, theirs.author_id].sort());

    expect(await tracesOf(databaseUrl, owner.site_id, needles)).toEqual([]);
    const after = await api.get(`/v1/sites/${owner.site_id}/reader-data?email=${encodeURIComponent(email)}`);
    expect(after.json).toMatchObject({ reader: null, readers: [], comments: [], bans: [] });
    // The IP ban in force still protects the site, under a label that names no one.
    const bans = (await api.get(`/v1/sites/${owner.site_id}/bans`)).json.bans;
    expect(bans.find((b: { id: string }) => b.id === kept.id)).toMatchObject({
      target: "IP of a comment by an erased reader",
    });
    const audit = await withDatabaseUrl(databaseUrl, () => listAuditEntries(member, { cursor: null, limit: 50 }));
    const log = JSON.stringify(audit.entries).toLowerCase();
    for (const needle of needles) expect(log).not.toContain(needle.toLowerCase());
    expect(audit.entries.filter((e) => e.type === "ban").map((e) => e.ban!.label)).toContain(
      "IP of a comment by an erased reader",
    );
    // Neither reader's session works any more.
    for (const reader of [first, second])
      expect((await reader.client.get("/v1/auth/session", reader.auth)).status).toBe(401);
  });
});

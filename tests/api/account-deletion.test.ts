import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { deleteAccount } from "@/lib/accounts/delete-account";
import { withDatabaseUrl } from "@/lib/db/database-url";

import { apiClient, randomIp } from "../support/api-client";
import { createMemberSession } from "../support/create-member-session";
import { enableSso } from "../support/enable-sso";
import { buildAccount, buildMember } from "../support/factories";
import { importFile } from "../support/import-file";
import { queryDatabase } from "../support/query-database";
import type { Bootstrapped } from "../support/run-cli";
import { listTables, rowsHolding } from "../support/scan-database";
import { signInReader } from "../support/sign-in-reader";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

const unique = () => randomBytes(4).toString("hex");

describe.each(testServers())("deleting an account on $name", ({ baseUrl, databaseUrl }) => {
  const sql = (text: string, params: unknown[] = []) => queryDatabase(databaseUrl, text, params);

  /** An account with something in every kind of table: sites, threads, comments and their votes, readers, keys, webhooks… */
  async function populatedAccount(owner: string) {
    const account = await buildAccount(databaseUrl, { email: owner, siteName: `Site ${unique()}` });
    const api = apiClient(baseUrl, account.api_keys.live);
    const ssoSecret = await enableSso(baseUrl, databaseUrl, account);
    const second = await api.post("/v1/sites", { name: "Second", domains: [`second-${unique()}.example.com`] });
    expect(second.status).toBe(201);
    const webhook = await api.post("/v1/webhooks", { url: "http://localhost:9/hook", events: ["*"] });
    expect(webhook.status).toBe(201);

    const thread = `https://example.com/story-${unique()}`;
    const post = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const res = await api.post("/v1/comments", { site_id: account.site_id, thread_url: thread, ...body }, headers);
      expect(res.status).toBe(201);
      return res.json as { id: string };
    };
    const top = await post({ content: "A first comment" }, { "Idempotency-Key": `key-${unique()}` });
    const reply = await post({ content: "A reply", parent_id: top.id });
    await post({ content: "A reply to the reply", parent_id: reply.id });
    expect((await api.post(`/v1/comments/${top.id}/upvote`, { voter_id: "v1" })).status).toBeLessThan(300);
    expect((await api.put(`/v1/comments/${top.id}/reactions/funny`, { voter_id: "v1" })).status).toBeLessThan(300);
    expect((await api.post(`/v1/comments/${reply.id}/flag`, { voter_id: "v2", reason: "spam" })).status).toBeLessThan(
      300,
    );
    // A held comment leaves a pending notice (keyed by the account, with no relation to it).
    await api.patch(`/v1/sites/${account.site_id}`, { moderation: { mode: "all" } });
    await post({ content: "Held for review" });
    expect((await api.post(`/v1/comments/${reply.id}/moderation`, { action: "reject" })).status).toBe(200);

    // A reader signed in by SSO (reader, session), a magic link asked for, a ban.
    await signInReader(baseUrl, account.site_id, ssoSecret, `reader-${unique()}`);
    const asked = await apiClient(baseUrl, undefined, { ip: randomIp(), origin: "http://localhost" }).post(
      `/v1/auth/magic-link?site_id=${account.site_id}`,
      { site_id: account.site_id, email: `reader-${unique()}@example.com`, thread_url: "http://localhost/story" },
    );
    expect(asked.status).toBe(202);
    expect(
      (await api.post(`/v1/sites/${account.site_id}/bans`, { email: `troll-${unique()}@example.com` })).status,
    ).toBe(201);

    // An import of the first site's export into the second.
    const exported = await fetch(`${baseUrl}/v1/sites/${account.site_id}/export`, {
      headers: { "X-API-Key": account.api_keys.live },
    });
    const done = await importFile(baseUrl, account.api_keys.live, second.json.id as string, await exported.text(), {
      format: "threadline",
    });
    expect(done.status).toBe("succeeded");

    // The webhook's deliveries have been tried at least once (the address refuses).
    await waitFor("a webhook attempt", async () => {
      const [row] = await sql(
        `SELECT COUNT(*) AS "n" FROM "WebhookAttempt" a JOIN "WebhookDelivery" d ON d."id" = a."deliveryId" WHERE d."endpointId" = $1`,
        [webhook.json.id],
      );
      return Number(row?.n) > 0 ? true : undefined;
    });
    return { ...account, siteIds: [account.site_id, second.json.id as string] };
  }

  const memberCount = async (email: string) =>
    Number((await sql(`SELECT COUNT(*) AS "n" FROM "Member" WHERE "email" = $1`, [email]))[0]?.n);
  const sessionCount = async (email: string) =>
    Number(
      (
        await sql(
          `SELECT COUNT(*) AS "n" FROM "MemberSession" s JOIN "Member" m ON m."id" = s."memberId" WHERE m."email" = $1`,
          [email],
        )
      )[0]?.n,
    );

  it("removes every row of the account and its sites, in every table, and leaves other accounts as they were", async () => {
    const ownerA = `owner-a-${unique()}@example.com`;
    const ownerB = `owner-b-${unique()}@example.com`;
    const gone: Bootstrapped & { siteIds: string[] } = await populatedAccount(ownerA);
    const kept = await populatedAccount(ownerB);
    // A moderator of the deleted account only, and an admin of both.
    const onlyHere = `moderator-${unique()}@example.com`;
    const both = `admin-${unique()}@example.com`;
    await buildMember(databaseUrl, { accountId: gone.account_id, email: onlyHere, role: "moderator" });
    await buildMember(databaseUrl, { accountId: gone.account_id, email: both, role: "admin" });
    await buildMember(databaseUrl, { accountId: kept.account_id, email: both, role: "admin" });
    for (const email of [ownerA, onlyHere, both]) await createMemberSession(databaseUrl, email);

    const goneBefore = await rowsHolding(databaseUrl, [gone.account_id, ...gone.siteIds]);
    const keptBefore = await rowsHolding(databaseUrl, [kept.account_id, ...kept.siteIds]);
    // The scan finds what it should: the deleted account has rows in every kind of table the test made.
    const expected = ["Account", "Site", "SiteDomain", "SsoSecret", "ApiKey", "Thread", "Comment", "Vote", "Reaction"];
    expected.push("Flag", "ModerationAction", "Event", "Reader", "ReaderSession", "MagicLink", "Ban", "BanAction");
    expected.push("WebhookEndpoint", "WebhookDelivery", "WebhookAttempt", "Membership", "PendingNotice", "Import");
    expected.push("IdempotencyRecord");
    for (const table of expected) expect(goneBefore.get(table)?.size ?? 0, table).toBeGreaterThan(0);
    // Every table of the schema is scanned, the ones made after this test was written included.
    expect(await listTables(databaseUrl)).toEqual(expect.arrayContaining(expected));

    const [{ name } = {}] = await sql(`SELECT "name" FROM "Account" WHERE "id" = $1`, [gone.account_id]);
    await expect(
      withDatabaseUrl(databaseUrl, () => deleteAccount(gone.account_id, { confirmName: "not the name" })),
    ).rejects.toMatchObject({ code: "validation_failed" });
    const { removedMemberIds } = await withDatabaseUrl(databaseUrl, () =>
      // Batches of two: the account's comments go over several transactions, as a large account's do.
      deleteAccount(gone.account_id, { confirmName: String(name), batchSize: 2 }),
    );
    expect(removedMemberIds).toHaveLength(2);

    const goneAfter = await rowsHolding(databaseUrl, [gone.account_id, ...gone.siteIds]);
    expect(Object.fromEntries([...goneAfter].map(([table, keys]) => [table, [...keys]]))).toEqual({});
    // Everything of the other account is still there (rows may have moved on, e.g. a delivery's next try).
    const keptAfter = await rowsHolding(databaseUrl, [kept.account_id, ...kept.siteIds]);
    for (const [table, keys] of keptBefore) {
      expect(
        [...keys].filter((key) => !keptAfter.get(table)?.has(key)),
        table,
      ).toEqual([]);
    }

    // The owner and the moderator had no other account: gone, sessions and all. The admin stays, signed in.
    for (const email of [ownerA, onlyHere]) {
      expect(await memberCount(email)).toBe(0);
      expect(await sessionCount(email)).toBe(0);
    }
    const tokens = async (email: string) =>
      Number(
        (await sql(`SELECT COUNT(*) AS "n" FROM "MemberVerificationToken" WHERE "identifier" = $1`, [email]))[0]?.n,
      );
    // Their invitation links go too; the admin's, for the account they keep, stay.
    expect(await tokens(onlyHere)).toBe(0);
    expect(await tokens(both)).toBeGreaterThan(0);
    expect(await memberCount(both)).toBe(1);
    expect(await sessionCount(both)).toBe(1);
    // The other account's API still answers, and the deleted one's keys no longer do.
    expect((await apiClient(baseUrl, kept.api_keys.live).get(`/v1/sites/${kept.site_id}`)).status).toBe(200);
    expect((await apiClient(baseUrl, gone.api_keys.live).get("/v1/sites")).status).toBe(401);
  });
});

import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount, buildMember, setPlan } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { startSmtpCapture } from "../support/smtp-capture";
import { startServer, type RunningServer } from "../support/start-server";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

// The dashboard's address is configured, and differs from the address the tests reach the server
// on: links in the mails must use it, never the request's Host. The workers poll fast, and an
// "each" member gets at most three mails an hour here, so the fold into a digest can be seen.
const dashboard = "https://dashboard.example.test";
const env = {
  PUBLIC_URL: dashboard,
  MODERATION_NOTIFY_POLL_MS: "100",
  MODERATION_DIGEST_POLL_MS: "150",
  MODERATION_EACH_MAX_PER_HOUR: "3",
};
const unique = () => randomBytes(4).toString("hex");
type Setting = "never" | "hourly" | "each";

describe.each(testServers().map((s) => s.name))("e-mail about pending comments on %s", (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let own: OwnServer;
  let twin: RunningServer | undefined;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    own = await startServerOn(backend, { ...env, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await twin?.stop();
    await own?.stop();
    await smtp?.close();
  });

  const sql = (text: string, params: unknown[] = []) => queryDatabase(own.databaseUrl, text, params);
  // SQLite keeps DateTime as text in the form Prisma writes it, which equality checks compare.
  const stamp = (date: Date) => (backend === "sqlite" ? date.toISOString().replace("Z", "+00:00") : date);
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

  /** An account on the Business plan whose sites hold every comment, with a second site. */
  async function heldAccount(): Promise<Bootstrapped & { api: ReturnType<typeof apiClient>; otherSiteId: string }> {
    const owner = await buildAccount(own.databaseUrl);
    await setPlan(own.databaseUrl, owner.account_id, "business");
    const api = apiClient(own.baseUrl(), owner.api_keys.live);
    const other = await api.post("/v1/sites", {
      name: `Other ${unique()}`,
      domains: [`other-${unique()}.example.com`],
    });
    expect(other.status).toBe(201);
    for (const siteId of [owner.site_id, other.json.id]) {
      expect((await api.call("PATCH", `/v1/sites/${siteId}`, { moderation: { mode: "all" } })).status).toBe(200);
    }
    return { ...owner, api, otherSiteId: other.json.id };
  }

  /** A member who has joined the account with a role, a notification setting and perhaps a site limit. */
  async function member(
    accountId: string,
    setting: Setting,
    options: { role?: "owner" | "admin" | "moderator"; siteIds?: string[]; joined?: boolean } = {},
  ): Promise<string> {
    const email = `${setting}-${unique()}@example.com`;
    await buildMember(own.databaseUrl, { accountId, email, role: options.role ?? "moderator" });
    await sql(
      `UPDATE "Membership" SET "notifyPending" = $1, "siteIds" = $2, "joinedAt" = $3
       WHERE "accountId" = $4 AND "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $5)`,
      [
        setting,
        JSON.stringify(options.siteIds ?? []),
        options.joined === false ? null : stamp(new Date()),
        accountId,
        email,
      ],
    );
    return email;
  }

  async function post(
    account: { api: ReturnType<typeof apiClient>; site_id: string },
    content: string,
    extra: Record<string, unknown> = {},
  ) {
    const res = await account.api.post("/v1/comments", {
      site_id: account.site_id,
      thread_url: "https://example.com/news/1",
      content,
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.json as { id: string; status: string };
  }

  /** Waits until every notice of the account has been handled by a worker. */
  const noticesHandled = (accountId: string) =>
    waitFor("the notices to be handled", async () => {
      const [row] = await sql(`SELECT COUNT(*) AS n FROM "PendingNotice" WHERE "accountId" = $1 AND "sentAt" IS NULL`, [
        accountId,
      ]);
      return Number(row!.n) === 0 ? true : undefined;
    });

  it("mails a held comment to each 'each' member who reaches its site, as plain text with the queue link, and nobody else", async () => {
    const account = await heldAccount();
    const each = await member(account.account_id, "each", { role: "admin" });
    const eachHere = await member(account.account_id, "each", { siteIds: [account.site_id] });
    const eachElsewhere = await member(account.account_id, "each", { siteIds: [account.otherSiteId] });
    const never = await member(account.account_id, "never");
    const notJoined = await member(account.account_id, "each", { joined: false });

    const comment = await post(account, "Is this <b>bold</b>?\n<script>alert(1)</script> & more", {
      author_name: "Ada Reader",
    });
    expect(comment.status).toBe("pending");
    const link = `${dashboard}/moderation?comment=${comment.id}`;
    for (const to of [each, eachHere]) {
      const mail = await smtp.waitForMail(to);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain("Ada Reader");
      expect(mail.text).toContain("https://example.com/news/1");
      expect(mail.text).toContain("My site");
      expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
      expect(mail.raw).not.toMatch(/Content-Type: text\/html/i);
      expect(mail.text).not.toContain(own.baseUrl());
    }
    await noticesHandled(account.account_id);
    for (const to of [eachElsewhere, never, notJoined, each, eachHere])
      expect(mailsTo(to)).toHaveLength([each, eachHere].includes(to) ? 1 : 0);

    // A comment sent back to the queue by reader flags is mailed too, saying so.
    await account.api.call("PATCH", `/v1/sites/${account.otherSiteId}`, {
      moderation: { mode: "none", flag_threshold: 1 },
    });
    const approved = await post({ api: account.api, site_id: account.otherSiteId }, "fine at first");
    expect(approved.status).toBe("approved");
    expect(
      (await account.api.post(`/v1/comments/${approved.id}/flag`, { voter_id: "r1", reason: "abuse" })).json.status,
    ).toBe("pending");
    const flagged = await smtp.waitForMail(eachElsewhere);
    expect(flagged.text).toContain(`${dashboard}/moderation?comment=${approved.id}`);
    expect(flagged.text).toContain("flagged");
    await noticesHandled(account.account_id);
    expect(mailsTo(eachHere)).toHaveLength(1);
    expect(mailsTo(each)).toHaveLength(2);
  });

  it("sends one digest for several comments, not again within the hour, and again after it for what is still pending", async () => {
    const account = await heldAccount();
    // Joined only once the comments are in, so that its first digest has all three.
    const hourly = await member(account.account_id, "hourly", { joined: false });
    const posted = [];
    for (let i = 0; i < 3; i++) posted.push(await post(account, `digest comment ${i}`, { author_name: `Writer ${i}` }));
    await sql(
      `UPDATE "Membership" SET "joinedAt" = $1 WHERE "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $2)`,
      [stamp(new Date()), hourly],
    );

    const digest = await smtp.waitForMail(hourly);
    expect(digest.text).toContain("3 new comments are waiting");
    expect(digest.text).toContain("My site: 3");
    for (const c of posted) expect(digest.text).toContain(`${dashboard}/moderation?comment=${c.id}`);
    expect(digest.text).toMatch(/Open the moderation queue: https:\/\/dashboard\.example\.test\/moderation\s/);

    // Within the hour: a new comment goes to a member who joins now (so a digest pass has run
    // since), but not to the member who has had their digest.
    const later = await post(account, "one more");
    const control = await member(account.account_id, "hourly");
    expect((await smtp.waitForMail(control)).text).toContain(`${dashboard}/moderation?comment=${later.id}`);
    expect(mailsTo(hourly)).toHaveLength(1);

    // An hour on (the last digest moved back), the next digest has what is still pending since.
    for (const c of posted)
      expect((await account.api.post(`/v1/comments/${c.id}/moderation`, { action: "approve" })).status).toBe(200);
    await sql(
      `UPDATE "Membership" SET "lastDigestAt" = $1 WHERE "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $2)`,
      [stamp(new Date(Date.now() - 3_600_000)), hourly],
    );
    const second = await smtp.waitForMail(hourly, 1);
    expect(second.text).toContain("1 new comment is waiting");
    expect(second.text).toContain(`${dashboard}/moderation?comment=${later.id}`);
  });

  it("folds an 'each' member's mails past the hourly cap into one digest once the hour is over", async () => {
    const account = await heldAccount();
    const each = await member(account.account_id, "each");
    const posted = [];
    for (let i = 0; i < 5; i++) posted.push(await post(account, `burst ${i}`));
    await noticesHandled(account.account_id);
    expect(mailsTo(each)).toHaveLength(3);
    // The hour of the cap passes: the two that were held back come as one digest.
    await sql(
      `UPDATE "Membership" SET "eachWindowStart" = $1 WHERE "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $2)`,
      [stamp(new Date(Date.now() - 3_600_000)), each],
    );
    const digest = await smtp.waitForMail(each, 3);
    expect(digest.text).toContain("2 new comments are waiting");
    for (const c of posted.slice(3)) expect(digest.text).toContain(`${dashboard}/moderation?comment=${c.id}`);
    // After the digest, single mails resume.
    const next = await post(account, "after the fold");
    expect((await smtp.waitForMail(each, 4)).text).toContain(`${dashboard}/moderation?comment=${next.id}`);
  });

  it("never sends the same mail twice with two servers on one database", async () => {
    twin = await startServer({ DATABASE_URL: own.databaseUrl, ...env, SMTP_URL: smtp.url });
    const account = await heldAccount();
    const each = [
      await member(account.account_id, "each"),
      await member(account.account_id, "each", { role: "admin" }),
    ];
    const hourly = await member(account.account_id, "hourly");
    const twinApi = apiClient(twin.baseUrl, account.api_keys.live);
    const posted = [];
    for (let i = 0; i < 3; i++)
      posted.push(await post(i % 2 ? { api: twinApi, site_id: account.site_id } : account, `twin ${i}`));
    for (const to of each)
      await waitFor(`three mails to ${to}`, async () => (mailsTo(to).length >= 3 ? true : undefined));
    await smtp.waitForMail(hourly);
    await noticesHandled(account.account_id);
    // A later digest pass must not send the hourly member another one: a new member's first
    // digest shows that a pass has run since.
    const control = await member(account.account_id, "hourly");
    await smtp.waitForMail(control);
    for (const to of each) {
      expect(mailsTo(to)).toHaveLength(3);
      expect(new Set(mailsTo(to).map((m) => /comment=(\S+)/.exec(m.text)?.[1])).size).toBe(3);
    }
    expect(mailsTo(hourly)).toHaveLength(1);
  });
});

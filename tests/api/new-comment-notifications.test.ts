import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount, buildMember, setPlan } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { runCli, type Bootstrapped } from "../support/run-cli";
import { startSmtpCapture } from "../support/smtp-capture";
import { startServer, type RunningServer } from "../support/start-server";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

// Members' "new comments on my sites" mail (docs/moderation.md): "each" at once, "daily" as one
// digest (the interval is two hours here, to show it is read from the environment), never for
// held or test-mode comments. The workers poll fast; an "each" member gets at most three mails an
// hour, so the fold into a digest can be seen.
const dashboard = "https://dashboard.example.test";
const env = {
  PUBLIC_URL: dashboard,
  MODERATION_NOTIFY_POLL_MS: "100",
  MODERATION_DIGEST_POLL_MS: "150",
  MODERATION_EACH_MAX_PER_HOUR: "3",
  COMMENTS_DIGEST_INTERVAL_SECONDS: "7200",
};
const page = "https://example.com/news/1";
const unique = () => randomBytes(4).toString("hex");
type Choice = "never" | "daily" | "each";
type Account = Bootstrapped & { api: ReturnType<typeof apiClient>; otherSiteId: string };

describe.each(testServers().map((s) => s.name))("e-mail about new comments on %s", (backend) => {
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
  const stamp = (date: Date) => (backend === "sqlite" ? date.toISOString().replace("Z", "+00:00") : date);
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
  const newCommentMails = (email: string) => mailsTo(email).filter((m) => /Subject: New comment on/.test(m.raw));

  /** An account on the Business plan whose sites publish at once, with a second site. */
  async function account(): Promise<Account> {
    const owner = await buildAccount(own.databaseUrl);
    await setPlan(own.databaseUrl, owner.account_id, "business");
    const api = apiClient(own.baseUrl(), owner.api_keys.live);
    const other = await api.post("/v1/sites", {
      name: `Other ${unique()}`,
      domains: [`other-${unique()}.example.com`],
    });
    expect(other.status).toBe(201);
    return { ...owner, api, otherSiteId: other.json.id };
  }

  /** A joined member with a new-comments choice (and "never" for the queue unless asked), perhaps limited to some sites. */
  async function member(
    accountId: string,
    choice: Choice,
    options: { role?: "owner" | "admin" | "moderator"; siteIds?: string[]; joined?: boolean; pending?: string } = {},
  ): Promise<string> {
    const email = `${choice}-${unique()}@example.com`;
    await buildMember(own.databaseUrl, { accountId, email, role: options.role ?? "moderator" });
    await sql(
      `UPDATE "Membership" SET "notifyComments" = $1, "notifyPending" = $2, "siteIds" = $3, "joinedAt" = $4
       WHERE "accountId" = $5 AND "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $6)`,
      [
        choice,
        options.pending ?? "never",
        JSON.stringify(options.siteIds ?? []),
        options.joined === false ? null : stamp(new Date()),
        accountId,
        email,
      ],
    );
    return email;
  }

  const join = (email: string) =>
    sql(`UPDATE "Membership" SET "joinedAt" = $1 WHERE "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $2)`, [
      stamp(new Date()),
      email,
    ]);

  async function post(
    target: { api: ReturnType<typeof apiClient>; site_id: string },
    content: string,
    extra: Record<string, unknown> = {},
  ) {
    const res = await target.api.post("/v1/comments", { site_id: target.site_id, thread_url: page, content, ...extra });
    expect(res.status).toBe(201);
    return res.json as { id: string; status: string };
  }

  const noticesHandled = (accountId: string) =>
    waitFor("the notices to be handled", async () => {
      const [row] = await sql(`SELECT COUNT(*) AS n FROM "PendingNotice" WHERE "accountId" = $1 AND "sentAt" IS NULL`, [
        accountId,
      ]);
      return Number(row!.n) === 0 ? true : undefined;
    });

  it("mails each new comment to the 'each' members who reach its site, with links to the page and the queue, and to nobody else", async () => {
    const acct = await account();
    const each = await member(acct.account_id, "each", { role: "admin" });
    const eachHere = await member(acct.account_id, "each", { siteIds: [acct.site_id] });
    const eachElsewhere = await member(acct.account_id, "each", { siteIds: [acct.otherSiteId] });
    const never = await member(acct.account_id, "never", { pending: "each" });
    const notJoined = await member(acct.account_id, "each", { joined: false });
    const stopped = await member(acct.account_id, "each");
    const operatorStopped = await member(acct.account_id, "each");
    expect((await acct.api.post("/v1/mail-suppressions", { email: stopped, reason: "bounce" })).status).toBe(201);
    await runCli(own.databaseUrl, ["mail", "suppress", operatorStopped, "--reason", "complaint"]);

    const comment = await post(acct, "Great <b>piece</b>!\nI learned a lot & more", { author_name: "Ada Reader" });
    expect(comment.status).toBe("approved");
    for (const to of [each, eachHere]) {
      const mail = await smtp.waitForMail(to);
      expect(mail.raw).toMatch(/Subject: New comment on My site by Ada Reader/);
      expect(mail.text).toContain("Ada Reader commented on My site.");
      expect(mail.text).toContain(`Page: ${page}`);
      expect(mail.text).toContain('"Great <b>piece</b>! I learned a lot & more"');
      expect(mail.text).toContain(`${page}#tl-${comment.id}`);
      expect(mail.text).toContain(`${dashboard}/moderation?comment=${comment.id}`);
      expect(mail.raw).not.toMatch(/Content-Type: text\/html/i);
    }
    await noticesHandled(acct.account_id);
    for (const to of [eachElsewhere, never, notJoined, stopped, operatorStopped, each, eachHere])
      expect(mailsTo(to)).toHaveLength([each, eachHere].includes(to) ? 1 : 0);

    // The moderators' mail ignores published comments: the "each" queue member heard nothing, and an
    // hourly member's digest counts only the comment that waits.
    const hourly = await member(acct.account_id, "never", { pending: "hourly" });
    // A stopped address gets none of the queue's mail either.
    const stoppedQueue = await member(acct.account_id, "never", { pending: "each" });
    expect((await acct.api.post("/v1/mail-suppressions", { email: stoppedQueue, reason: "complaint" })).status).toBe(
      201,
    );
    await acct.api.call("PATCH", `/v1/sites/${acct.otherSiteId}`, { moderation: { mode: "all" } });
    const held = await post({ api: acct.api, site_id: acct.otherSiteId }, "waits");
    expect(held.status).toBe("pending");
    const digest = await smtp.waitForMail(hourly);
    expect(digest.text).toContain("1 new comment is waiting");
    expect(digest.text).not.toContain(comment.id);
    const queueMail = await smtp.waitForMail(never);
    expect(queueMail.text).toContain(`${dashboard}/moderation?comment=${held.id}`);
    await noticesHandled(acct.account_id);
    expect(mailsTo(never)).toHaveLength(1);
    expect(mailsTo(stoppedQueue)).toHaveLength(0);
    // ...and the held comment is no new comment (yet) for the "each" member of that site.
    expect(newCommentMails(eachElsewhere)).toHaveLength(0);
  });

  it("counts a held comment once it is approved, the first time only", async () => {
    const acct = await account();
    await acct.api.call("PATCH", `/v1/sites/${acct.site_id}`, { moderation: { mode: "all" } });
    const each = await member(acct.account_id, "each");
    const held = await post(acct, "wait for me", { author_name: "Held Writer" });
    expect(held.status).toBe("pending");
    await noticesHandled(acct.account_id);
    expect(mailsTo(each)).toHaveLength(0);

    const moderate = (action: string) => acct.api.post(`/v1/comments/${held.id}/moderation`, { action });
    expect((await moderate("approve")).status).toBe(200);
    const mail = await smtp.waitForMail(each);
    expect(mail.text).toContain("Held Writer commented on My site.");
    expect(mail.text).toContain(`${page}#tl-${held.id}`);

    // Rejected and approved again: still one mail.
    expect((await moderate("reject")).status).toBe(200);
    expect((await moderate("approve")).status).toBe(200);
    // A comment published on the other site (which holds nothing) shows that the worker has run since.
    const control = await post({ api: acct.api, site_id: acct.otherSiteId }, "a later one");
    expect((await smtp.waitForMail(each, 1)).text).toContain(`#tl-${control.id}`);
    await noticesHandled(acct.account_id);
    expect(mailsTo(each)).toHaveLength(2);
  });

  it("sends 'daily' members one digest, not again within the interval, and the next one after it", async () => {
    const acct = await account();
    // Notices are written while some member listens: here an "each" member. The daily member joins
    // once the comments are in, so that its first digest has them all.
    await member(acct.account_id, "each");
    const daily = await member(acct.account_id, "daily", { joined: false });
    const posted = [];
    for (let i = 0; i < 3; i++) posted.push(await post(acct, `digest comment ${i}`, { author_name: `Writer ${i}` }));
    posted.push(await post({ api: acct.api, site_id: acct.otherSiteId }, "on the other site"));
    await join(daily);

    const digest = await smtp.waitForMail(daily);
    expect(digest.raw).toMatch(/Subject: 4 new comments on your sites/);
    expect(digest.text).toContain("My site: 3");
    expect(digest.text).toMatch(/Other [0-9a-f]{8}: 1/);
    for (const c of posted) expect(digest.text).toContain(`${page}#tl-${c.id}`);
    expect(digest.text).toContain(`Open the moderation queue: ${dashboard}/moderation`);
    expect(digest.text).toContain("at most once a day");

    // Within the interval: a member who joins now gets the new comment (so a pass has run since);
    // the member who has had their digest does not.
    const later = await post(acct, "one more");
    const control = await member(acct.account_id, "daily");
    expect((await smtp.waitForMail(control)).text).toContain(`#tl-${later.id}`);
    expect(mailsTo(daily)).toHaveLength(1);

    // The interval over (the last digest and the comments it had moved back two and three hours),
    // the next digest has what came since.
    await sql(
      `UPDATE "PendingNotice" SET "createdAt" = $1 WHERE "commentId" IN (${posted.map((_, i) => `$${i + 2}`).join(", ")})`,
      [stamp(new Date(Date.now() - 3 * 3_600_000)), ...posted.map((c) => c.id)],
    );
    await sql(
      `UPDATE "Membership" SET "lastCommentsDigestAt" = $1 WHERE "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $2)`,
      [stamp(new Date(Date.now() - 7_200_000 - 1_000)), daily],
    );
    const second = await smtp.waitForMail(daily, 1);
    expect(second.raw).toMatch(/Subject: 1 new comment on your sites/);
    expect(second.text).toContain(`#tl-${later.id}`);
    expect(second.text).not.toContain(posted[0]!.id);
  });

  it("folds an 'each' member's mails past the hourly cap into one digest once the hour is over", async () => {
    const acct = await account();
    const each = await member(acct.account_id, "each");
    const posted = [];
    for (let i = 0; i < 5; i++) posted.push(await post(acct, `burst ${i}`));
    await noticesHandled(acct.account_id);
    expect(mailsTo(each)).toHaveLength(3);
    await sql(
      `UPDATE "Membership" SET "eachWindowStart" = $1 WHERE "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $2)`,
      [stamp(new Date(Date.now() - 3_600_000)), each],
    );
    const digest = await smtp.waitForMail(each, 3);
    expect(digest.raw).toMatch(/Subject: 2 new comments on your sites/);
    for (const c of posted.slice(3)) expect(digest.text).toContain(`#tl-${c.id}`);
    expect(digest.text).toContain("past 3 e-mails in an hour");
    const next = await post(acct, "after the fold");
    expect((await smtp.waitForMail(each, 4)).text).toContain(`#tl-${next.id}`);
  });

  it("never mails about test-mode comments", async () => {
    const acct = await account();
    const each = await member(acct.account_id, "each");
    const daily = await member(acct.account_id, "daily");
    const testApi = apiClient(own.baseUrl(), acct.api_keys.test);
    const testComment = await post({ api: testApi, site_id: acct.site_id }, "a test comment");
    expect(testComment.status).toBe("approved");
    const [row] = await sql(
      `SELECT COUNT(*) AS n FROM "PendingNotice" WHERE "accountId" = $1 AND "reason" = 'published'`,
      [acct.account_id],
    );
    expect(Number(row!.n)).toBe(0);
    const live = await post(acct, "a live comment");
    expect((await smtp.waitForMail(each)).text).toContain(`#tl-${live.id}`);
    const digest = await smtp.waitForMail(daily);
    expect(digest.raw).toMatch(/Subject: 1 new comment on your sites/);
    await noticesHandled(acct.account_id);
    for (const to of [each, daily]) {
      expect(mailsTo(to)).toHaveLength(1);
      expect(mailsTo(to)[0]!.text).not.toContain(testComment.id);
    }
  });

  it("never sends the same mail twice with two servers on one database", async () => {
    twin = await startServer({ DATABASE_URL: own.databaseUrl, ...env, SMTP_URL: smtp.url });
    const acct = await account();
    const each = [await member(acct.account_id, "each"), await member(acct.account_id, "each", { role: "admin" })];
    const daily = await member(acct.account_id, "daily", { joined: false });
    const twinApi = apiClient(twin.baseUrl, acct.api_keys.live);
    const posted = [];
    for (let i = 0; i < 3; i++)
      posted.push(await post(i % 2 ? { api: twinApi, site_id: acct.site_id } : acct, `twin ${i}`));
    await join(daily);
    for (const to of each)
      await waitFor(`three mails to ${to}`, async () => (mailsTo(to).length >= 3 ? true : undefined));
    await smtp.waitForMail(daily);
    await noticesHandled(acct.account_id);
    const control = await member(acct.account_id, "daily");
    await smtp.waitForMail(control);
    for (const to of each) {
      expect(mailsTo(to)).toHaveLength(3);
      expect(new Set(mailsTo(to).map((m) => /#tl-(\S+)/.exec(m.text)?.[1])).size).toBe(3);
    }
    expect(mailsTo(daily)).toHaveLength(1);
  });
});

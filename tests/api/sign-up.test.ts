// Self-serve sign-up over real HTTP: the same next-auth link machinery as sign-in, a sign-up mail
// for a new address and a sign-in mail for a member (the same answer either way), nothing stored
// until the link is opened, the welcome page, SIGNUPS=invite|closed, and the sweep of sign-ups
// that went nowhere.
import { readdirSync, readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { withDatabaseUrl } from "@/lib/db/database-url";
import { sweepAbandonedSignUps } from "@/lib/members/sweep-abandoned-sign-ups";

import { askForDashboardLink } from "../support/ask-for-dashboard-link";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { runCli } from "../support/run-cli";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

type Mail = { to: string; subject: string; text: string };

const mailsIn = (mailDir: string, to: string): Mail[] =>
  readdirSync(mailDir)
    .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as Mail)
    .filter((mail) => mail.to === to);

/** Asks for a link as the sign-up page does (its callback is the welcome page). */
const askForLink = (baseUrl: string, address: string) =>
  askForDashboardLink(baseUrl, address, { callbackUrl: "/welcome" });

const linkIn = (mail: Mail) => /http:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail.text)![0];
const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("next-auth.session-token="))
    ?.split(";")[0];

/** Where a page sends the browser: a 307's Location, or the redirect a streamed page writes as a meta refresh. */
async function redirectOf(response: Response): Promise<string | null> {
  if (response.status >= 300 && response.status < 400) return response.headers.get("location");
  return /http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(await response.text())?.[1] ?? null;
}

const countRows = async (databaseUrl: string, sql: string, params: unknown[]) =>
  Number((await queryDatabase(databaseUrl, sql, params))[0]!.n);

describe.each(testServers())("sign-up on $name", ({ baseUrl, databaseUrl, mailDir }) => {
  let memberEmail: string;

  beforeAll(async () => {
    memberEmail = `member-${Date.now()}@example.com`;
    await buildAccount(databaseUrl, { email: memberEmail });
  });

  it("answers a new address and a member alike, mailing a sign-up link to one and a sign-in link to the other", async () => {
    const stranger = `new-${Date.now()}@example.com`;
    const forStranger = await askForLink(baseUrl, stranger);
    const forMember = await askForLink(baseUrl, memberEmail);
    expect(forStranger.status).toBe(200);
    expect(forMember.status).toBe(200);
    // The same answer, word for word: nothing tells who has an account.
    expect(await forStranger.text()).toBe(await forMember.text());
    expect(forStranger.headers.get("content-type")).toBe(forMember.headers.get("content-type"));
    // The same work behind both (one mail each), so neither answers in a different time class.
    const signUp = await waitFor("the sign-up mail", async () => mailsIn(mailDir, stranger)[0]);
    const signIn = await waitFor("the sign-in mail", async () => mailsIn(mailDir, memberEmail)[0]);
    expect(signUp.subject).toBe("Finish creating your Threadline account");
    expect(signIn.subject).toBe("Sign in to Threadline");
    // Asking stored nothing but the link's hashed token: no member, no account.
    expect(await countRows(databaseUrl, `SELECT COUNT(*) AS n FROM "Member" WHERE "email" = $1`, [stranger])).toBe(0);
    expect(new URL(linkIn(signUp)).searchParams.get("token")).toMatch(/^dsl_[0-9A-Za-z]{43}$/);
  });

  it("makes the person when the link is opened, and the account only on the welcome page", async () => {
    const stranger = `opened-${Date.now()}@example.com`;
    await askForLink(baseUrl, stranger);
    const mail = await waitFor("the sign-up mail", async () => mailsIn(mailDir, stranger)[0]);
    const followed = await fetch(linkIn(mail), { redirect: "manual" });
    expect(followed.status).toBe(302);
    // next-auth sends a new person to its `newUser` page, the welcome page.
    expect(followed.headers.get("location")).toMatch(/^\/welcome\?callbackUrl=/);
    const cookie = sessionCookieOf(followed)!;
    expect(cookie).toBeTruthy();
    const [member] = await queryDatabase(databaseUrl, `SELECT "id" FROM "Member" WHERE "email" = $1`, [stranger]);
    expect(member).toBeTruthy();
    expect(await countRows(databaseUrl, `SELECT COUNT(*) AS n FROM "Account" WHERE "email" = $1`, [stranger])).toBe(0);

    const welcome = await fetch(`${baseUrl}/welcome`, { headers: { Cookie: cookie } });
    expect(welcome.status).toBe(200);
    const html = await welcome.text();
    expect(html).toContain("Welcome to Threadline");
    expect(html).toContain(stranger);
    // The dashboard has nothing to show yet: it sends them to make their account.
    const home = await fetch(`${baseUrl}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(await redirectOf(home)).toContain("/welcome");

    // The link worked once.
    const again = await fetch(linkIn(mail), { redirect: "manual" });
    expect(again.headers.get("location")).toMatch(/\/(sign-in\/error|api\/auth\/error)\?error=Verification$/);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it("refuses an expired sign-up link and makes nobody", async () => {
    const stranger = `late-${Date.now()}@example.com`;
    await askForLink(baseUrl, stranger);
    const mail = await waitFor("the sign-up mail", async () => mailsIn(mailDir, stranger)[0]);
    const past = new Date(Date.now() - 1000);
    await queryDatabase(databaseUrl, `UPDATE "MemberVerificationToken" SET "expires" = $1 WHERE "identifier" = $2`, [
      databaseUrl.startsWith("file:") ? past.toISOString() : past,
      stranger,
    ]);
    const followed = await fetch(linkIn(mail), { redirect: "manual" });
    expect(followed.headers.get("location")).toMatch(/\/(sign-in\/error|api\/auth\/error)\?error=Verification$/);
    expect(sessionCookieOf(followed)).toBeUndefined();
    expect(await countRows(databaseUrl, `SELECT COUNT(*) AS n FROM "Member" WHERE "email" = $1`, [stranger])).toBe(0);
  });

  it("limits sign-up links per address and per IP, like sign-in links", async () => {
    const stranger = `flood-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await askForLink(baseUrl, stranger)).status).toBe(200);
    const refused = await askForLink(baseUrl, stranger);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
    expect(mailsIn(mailDir, stranger)).toHaveLength(5);
  });

  it("forgets, a day later, a sign-up whose person never made an account, and its expired links", async () => {
    const stranger = `abandoned-${Date.now()}@example.com`;
    await askForLink(baseUrl, stranger);
    const mail = await waitFor("the sign-up mail", async () => mailsIn(mailDir, stranger)[0]);
    await fetch(linkIn(mail), { redirect: "manual" });
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await withDatabaseUrl(databaseUrl, () => sweepAbandonedSignUps(dayLater));
    expect(await countRows(databaseUrl, `SELECT COUNT(*) AS n FROM "Member" WHERE "email" = $1`, [stranger])).toBe(0);
    expect(
      await countRows(databaseUrl, `SELECT COUNT(*) AS n FROM "MemberVerificationToken" WHERE "expires" < $1`, [
        databaseUrl.startsWith("file:") ? dayLater.toISOString() : dayLater,
      ]),
    ).toBe(0);
    // Members of an account stay.
    expect(await countRows(databaseUrl, `SELECT COUNT(*) AS n FROM "Member" WHERE "email" = $1`, [memberEmail])).toBe(
      1,
    );
  });
});

describe("sign-up under SIGNUPS=invite and closed", () => {
  let invite: OwnServer;
  let closed: OwnServer;
  const mailDir = `data/test/mail-signups-${process.pid}`;

  beforeAll(async () => {
    [invite, closed] = await Promise.all([
      startServerOn("sqlite", { SIGNUPS: "invite", MAIL_DIR: `${mailDir}-invite` }),
      startServerOn("sqlite", { SIGNUPS: "closed", MAIL_DIR: `${mailDir}-closed` }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([invite?.stop(), closed?.stop()]);
  });

  it("invite: a new address gets no mail and the same answer; members still sign in; the page says why", async () => {
    const member = `invited-${Date.now()}@example.com`;
    await buildAccount(invite.databaseUrl, { email: member });
    const stranger = `stranger-${Date.now()}@example.com`;
    const forStranger = await askForLink(invite.baseUrl(), stranger);
    const forMember = await askForLink(invite.baseUrl(), member);
    expect(await forStranger.text()).toBe(await forMember.text());
    await waitFor("the member's sign-in mail", async () => mailsIn(`${mailDir}-invite`, member)[0]);
    expect(mailsIn(`${mailDir}-invite`, stranger)).toEqual([]);

    const page = await (await fetch(`${invite.baseUrl()}/sign-up`)).text();
    expect(page).toContain("only through its operator");
    expect(page).not.toContain("Email me a link");
    const signIn = await (await fetch(`${invite.baseUrl()}/sign-in`)).text();
    expect(signIn).not.toContain("Create an account");
  });

  it("closed: invitations of new people are refused, of people already here accepted", async () => {
    const owner = `closed-owner-${Date.now()}@example.com`;
    const elsewhere = `closed-elsewhere-${Date.now()}@example.com`;
    const account = await buildAccount(closed.databaseUrl, { email: owner });
    await buildAccount(closed.databaseUrl, { email: elsewhere });
    const env = { SIGNUPS: "closed", MAIL_DIR: `${mailDir}-closed`, PUBLIC_URL: closed.baseUrl() };
    const args = (email: string) => ["members", "invite", "--account", account.account_id, "--email", email];
    const refused = await runCli(closed.databaseUrl, args(`nobody-${Date.now()}@example.com`), env).then(
      () => null,
      (error: Error) => error,
    );
    expect(refused?.message).toContain("takes no new people");
    await runCli(closed.databaseUrl, [...args(elsewhere), "--role", "moderator"], env);
    const memberships = await countRows(
      closed.databaseUrl,
      `SELECT COUNT(*) AS n FROM "Membership" m JOIN "Member" u ON u."id" = m."memberId" WHERE u."email" = $1`,
      [elsewhere],
    );
    expect(memberships).toBe(2);
  });
});

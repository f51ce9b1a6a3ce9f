// The dashboard's sign-in over real HTTP: next-auth's CSRF token, the e-mail link in the dev
// mailbox, the session cookie, the pages' server-side checks and the limits on asking for links.
import { readdirSync, readFileSync } from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import { askForDashboardLink } from "../support/ask-for-dashboard-link";
import { buildAccount, buildMember } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { runCli, type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

type Mail = { to: string; subject: string; text: string };

describe.each(testServers())("dashboard sign-in on $name", ({ baseUrl, databaseUrl, mailDir }) => {
  let owner: Bootstrapped;
  let email: string;

  beforeAll(async () => {
    email = `owner-${Date.now()}@example.com`;
    owner = await buildAccount(databaseUrl, { email: email });
  });

  const mailsTo = (to: string): Mail[] =>
    readdirSync(mailDir)
      .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as Mail)
      .filter((mail) => mail.to === to);

  const askForLink = (address: string, headers: Record<string, string> = {}) =>
    askForDashboardLink(baseUrl, address, { headers });

  /**
   * Where a page sends the browser: a 307's Location, or, once the page has started streaming its
   * loading skeleton, the redirect Next.js streams as a meta refresh.
   */
  async function redirectOf(response: Response): Promise<string | null> {
    if (response.status >= 300 && response.status < 400) return response.headers.get("location");
    return /http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(await response.text())?.[1] ?? null;
  }

  const linkIn = (mail: Mail) => /http:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail.text)![0];
  const sessionCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith("next-auth.session-token="))
      ?.split(";")[0];

  it("signs a member in with a single-use link and lets them see their account's pages", async () => {
    const asked = await askForLink(email.toUpperCase());
    expect(asked.status).toBe(200);
    const mail = await waitFor("the sign-in mail", async () => mailsTo(email)[0]);
    expect(mail.subject).toBe("Sign in to Threadline");
    const link = linkIn(mail);
    expect(link.startsWith(`${baseUrl}/api/auth/callback/email?`)).toBe(true);
    expect(new URL(link).searchParams.get("token")).toMatch(/^dsl_[0-9A-Za-z]{43}$/);

    const followed = await fetch(link, { redirect: "manual" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(`${baseUrl}/dashboard`);
    const cookie = sessionCookieOf(followed)!;
    expect(cookie).toBeTruthy();
    // The session token is stored only as a hash.
    const stored = await queryDatabase(databaseUrl, `SELECT "tokenHash" FROM "MemberSession"`);
    expect(JSON.stringify(stored)).not.toContain(cookie.split("=")[1]);

    const keys = await fetch(`${baseUrl}/settings/api-keys`, { headers: { Cookie: cookie } });
    expect(keys.status).toBe(200);
    const html = await keys.text();
    expect(html).toContain("API keys");
    expect(html).toContain(owner.api_keys.live.slice(0, 17));

    const again = await fetch(link, { redirect: "manual" });
    expect(again.headers.get("location")).toMatch(/\/(sign-in\/error|api\/auth\/error)\?error=Verification$/);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it("never mails a sign-in link to an address without a membership, and says the same as for members", async () => {
    const stranger = `stranger-${Date.now()}@example.com`;
    const asked = await askForLink(stranger);
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as { url: string }).url).toContain("verify-request");
    // Sign-ups are open on these servers: the stranger is offered an account (tests/api/sign-up.test.ts), never a session.
    const mail = await waitFor("the stranger's mail", async () => mailsTo(stranger)[0]);
    expect(mail.subject).toBe("Finish creating your Threadline account");
    expect(mailsTo(stranger).filter((m) => m.subject === "Sign in to Threadline")).toEqual([]);
  });

  it("builds the link from its own address, never from the Host or X-Forwarded-Host header", async () => {
    const member = `hosted-${Date.now()}@example.com`;
    await buildMember(databaseUrl, { accountId: owner.account_id, email: member, role: "admin" });
    expect((await askForLink(member, { "X-Forwarded-Host": "attacker.example" })).status).toBe(200);
    const mail = await waitFor("the sign-in mail", async () =>
      mailsTo(member).find((m) => m.subject === "Sign in to Threadline"),
    );
    expect(mail.text).not.toContain("attacker.example");
    expect(linkIn(mail).startsWith(baseUrl)).toBe(true);
  });

  it("refuses an expired link", async () => {
    const member = `expired-${Date.now()}@example.com`;
    await buildMember(databaseUrl, { accountId: owner.account_id, email: member, role: "admin" });
    await askForLink(member);
    const mail = await waitFor("the sign-in mail", async () =>
      mailsTo(member).find((m) => m.subject === "Sign in to Threadline"),
    );
    // Fifteen minutes pass: the stored expiry is what next-auth checks.
    const past = new Date(Date.now() - 1000);
    await queryDatabase(databaseUrl, `UPDATE "MemberVerificationToken" SET "expires" = $1 WHERE "identifier" = $2`, [
      databaseUrl.startsWith("file:") ? past.toISOString() : past,
      member,
    ]);
    const followed = await fetch(linkIn(mail), { redirect: "manual" });
    expect(followed.headers.get("location")).toMatch(/\/(sign-in\/error|api\/auth\/error)\?error=Verification$/);
    expect(sessionCookieOf(followed)).toBeUndefined();
  });

  it("limits links to five an hour per address, with a 429 problem and Retry-After", async () => {
    const member = `flood-${Date.now()}@example.com`;
    await buildMember(databaseUrl, { accountId: owner.account_id, email: member, role: "admin" });
    for (let i = 0; i < 5; i++) expect((await askForLink(member)).status).toBe(200);
    const refused = await askForLink(member);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
  });

  it("sends visitors without a session to the sign-in page, and refuses a moderator the owners' pages", async () => {
    const signedOut = await fetch(`${baseUrl}/settings/api-keys`, { redirect: "manual" });
    expect(signedOut.status).toBe(307);
    expect(signedOut.headers.get("location")).toMatch(
      /^(http:\/\/127\.0\.0\.1:\d+)?\/sign-in\?callbackUrl=%2Fsettings%2Fapi-keys$/,
    );

    const moderator = `mod-${Date.now()}@example.com`;
    await runCli(
      databaseUrl,
      ["members", "invite", "--account", owner.account_id, "--email", moderator, "--role", "moderator"],
      {
        MAIL_DIR: mailDir,
        PUBLIC_URL: baseUrl,
      },
    );
    const invitation = await waitFor("the invitation", async () => mailsTo(moderator)[0]);
    expect(invitation.subject).toMatch(/invited/);
    const cookie = sessionCookieOf(await fetch(linkIn(invitation), { redirect: "manual" }))!;
    const keys = await fetch(`${baseUrl}/settings/api-keys`, { headers: { Cookie: cookie }, redirect: "manual" });
    const refusal = await redirectOf(keys.clone());
    expect(refusal).toContain("/no-access");
    expect(await keys.text()).not.toContain(owner.api_keys.live.slice(0, 17));
    const home = await fetch(`${baseUrl}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(await redirectOf(home)).toContain("/moderation");
    const status = await queryDatabase(
      databaseUrl,
      `SELECT "joinedAt" FROM "Membership" m JOIN "Member" u ON u."id" = m."memberId" WHERE u."email" = $1`,
      [moderator],
    );
    expect(status[0]!.joinedAt).not.toBeNull();
  });
});

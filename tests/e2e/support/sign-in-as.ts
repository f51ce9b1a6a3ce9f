import { createHash, randomBytes, randomUUID } from "node:crypto";

import type { BrowserContext } from "playwright-core";

import { queryDatabase } from "../../support/query-database";

/**
 * Signs a browser context in as an existing member, the way next-auth would after the magic link:
 * a session row (token stored hashed) and the session cookie. Only the magic-link test walks the
 * real sign-in; every other browser test starts here.
 */
export async function signInAs(
  context: BrowserContext,
  server: { baseUrl: string; databaseUrl: string },
  email: string,
): Promise<void> {
  const [member] = await queryDatabase(server.databaseUrl, `SELECT "id" FROM "Member" WHERE "email" = $1`, [
    email.toLowerCase(),
  ]);
  if (!member) throw new Error(`no member ${email}: bootstrap or invite it first`);
  const token = randomUUID();
  const sqlite = server.databaseUrl.startsWith("file:");
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await queryDatabase(
    server.databaseUrl,
    `INSERT INTO "MemberSession" ("id", "tokenHash", "memberId", "expires", "createdAt") VALUES ($1, $2, $3, $4, $5)`,
    [
      `msn_${randomBytes(13).toString("hex")}`,
      createHash("sha256").update(token).digest("hex"),
      member.id,
      sqlite ? expires.toISOString() : expires,
      sqlite ? new Date().toISOString() : new Date(),
    ],
  );
  await context.addCookies([
    { name: "next-auth.session-token", value: token, url: server.baseUrl, httpOnly: true, sameSite: "Lax" },
  ]);
}

import { createHash, randomBytes, randomUUID } from "node:crypto";

import { queryDatabase } from "./query-database";

/**
 * A dashboard session for an existing member, the way next-auth makes one after the magic link (a
 * session row, its token stored hashed); answers the token for the `next-auth.session-token` cookie.
 */
export async function createMemberSession(databaseUrl: string, email: string): Promise<string> {
  const [member] = await queryDatabase(databaseUrl, `SELECT "id" FROM "Member" WHERE "email" = $1`, [
    email.toLowerCase(),
  ]);
  if (!member) throw new Error(`no member ${email}: bootstrap or invite it first`);
  const token = randomUUID();
  const sqlite = databaseUrl.startsWith("file:");
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await queryDatabase(
    databaseUrl,
    `INSERT INTO "MemberSession" ("id", "tokenHash", "memberId", "expires", "createdAt") VALUES ($1, $2, $3, $4, $5)`,
    [
      `msn_${randomBytes(13).toString("hex")}`,
      createHash("sha256").update(token).digest("hex"),
      member.id,
      sqlite ? expires.toISOString() : expires,
      sqlite ? new Date().toISOString() : new Date(),
    ],
  );
  return token;
}

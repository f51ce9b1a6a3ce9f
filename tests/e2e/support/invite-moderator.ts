import { randomBytes } from "node:crypto";

import { buildMember } from "../../support/factories";
import { queryDatabase } from "../../support/query-database";

/** Invites a new moderator to `accountId`, limited to `siteIds` (every site when empty), and answers their e-mail. */
export async function inviteModerator(databaseUrl: string, accountId: string, siteIds: string[]): Promise<string> {
  const email = `mod-${randomBytes(4).toString("hex")}@example.com`;
  await buildMember(databaseUrl, { accountId, email, role: "moderator" });
  await queryDatabase(
    databaseUrl,
    `UPDATE "Membership" SET "siteIds" = $1 WHERE "accountId" = $2 AND "memberId" = (SELECT "id" FROM "Member" WHERE "email" = $3)`,
    [JSON.stringify(siteIds), accountId, email],
  );
  return email;
}

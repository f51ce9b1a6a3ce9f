import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeSsoSecret } from "./serialize-sso-secret";

/** A site's SSO secrets, oldest first, without the secrets themselves. */
export async function listSsoSecrets(accountId: string, siteId: string) {
  await findAccountSite(accountId, siteId);
  const rows = await db().ssoSecret.findMany({
    where: { siteId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { sso_secrets: rows.map(serializeSsoSecret), total: rows.length, page: 1 };
}

import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeSsoSecret } from "./serialize-sso-secret";

/** A site's SSO secrets, oldest first, without the secrets themselves. */
export async function listSsoSecrets(input: { accountId: string; siteId: string }) {
  await findAccountSite(input.accountId, input.siteId);
  const rows = await db().ssoSecret.findMany({
    where: { siteId: input.siteId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { sso_secrets: rows.map(serializeSsoSecret), total: rows.length, page: 1 };
}

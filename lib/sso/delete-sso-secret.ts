import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

/** Retires one of a site's SSO secrets: tokens signed with it stop working at once. */
export async function deleteSsoSecret(scope: AccountScope, siteId: string, secretId: string): Promise<void> {
  await findAccountSite(scope.accountId, siteId);
  requireLiveMode(scope, "SSO secrets");
  const { count } = await db().ssoSecret.deleteMany({ where: { id: secretId, siteId } });
  if (count === 0) throw new AppError("sso_secret_not_found", `No SSO secret ${secretId} on this site.`);
}

import { AppError } from "@/lib/core/app-error";
import { planOf } from "@/lib/core/plans";
import { transaction } from "@/lib/db/transaction";
import { findPublicSite } from "@/lib/sites/find-public-site";
import { readSiteSettings } from "@/lib/sites/site-settings";
import { readSsoSecrets } from "@/lib/sso/read-sso-secrets";

import { createSession } from "./create-session";
import { serializeReader } from "./serialize-reader";
import { upsertReader } from "./upsert-reader";
import { verifyIdentityToken } from "./verify-identity-token";

/** Signs a reader in with the customer's identity token (publisher plan and above): a bearer session token. */
export async function signInWithSso(input: { site_id: string; identity_token: string }, now = new Date()) {
  const site = await findPublicSite(input.site_id);
  if (!planOf(site.account.plan).sso) {
    throw new AppError("plan_required", "SSO needs the publisher plan or above.", {
      members: { required_plan: "publisher" },
    });
  }
  if (!readSiteSettings(site).embed.sign_in_modes.includes("sso")) {
    throw new AppError("sign_in_mode_disabled", "This site does not offer SSO sign-in.");
  }
  const identity = await verifyIdentityToken(input.identity_token, await readSsoSecrets(site.id), site.id, now);
  return transaction(async (tx) => {
    const reader = await upsertReader(tx, {
      siteId: site.id,
      identityKey: `sso:${identity.sub}`,
      mode: "sso",
      email: identity.email?.toLowerCase() ?? null,
      name: identity.name,
      avatarUrl: identity.avatar_url ?? null,
    });
    const session = await createSession(tx, reader, now);
    return { token: session.token, expires_at: session.expiresAt.toISOString(), reader: serializeReader(reader) };
  });
}

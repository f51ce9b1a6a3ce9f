import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { planOf } from "@/lib/core/plans";
import { randomBase62 } from "@/lib/core/random-base62";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { sealSecret } from "@/lib/core/seal-secret";
import { transaction } from "@/lib/db/transaction";
import { settleIdempotentRequest } from "@/lib/idempotency/settle-idempotent-request";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeSsoSecret } from "./serialize-sso-secret";
import type { SsoSecretView } from "./sso-secret-schemas";

/** Purpose label under which SSO secrets are sealed at rest. */
export const ssoSealPurpose = "sso-secret";

/** Creates a signing secret for a site's SSO identity tokens (publisher plan and above); shown this once. */
export async function createSsoSecret(
  scope: AccountScope,
  siteId: string,
): Promise<SsoSecretView & { secret: string }> {
  await findAccountSite(scope.accountId, siteId);
  requireLiveMode(scope, "SSO secrets");
  return transaction(async (tx) => {
    const account = await tx.account.findUniqueOrThrow({ where: { id: scope.accountId } });
    const plan = planOf(account.plan);
    if (!plan.sso) {
      throw new AppError("plan_required", "SSO needs the publisher plan or above.", {
        members: { required_plan: "publisher" },
      });
    }
    const count = await tx.ssoSecret.count({ where: { siteId } });
    if (count >= plan.maxSsoSecretsPerSite) {
      throw new AppError(
        "sso_secret_limit",
        `A site holds at most ${plan.maxSsoSecretsPerSite} SSO secrets; delete the old one first.`,
      );
    }
    const secret = `ssosec_${randomBase62(48)}`;
    const row = await tx.ssoSecret.create({
      data: {
        id: newId("sso"),
        siteId,
        ciphertext: sealSecret(secret, ssoSealPurpose),
        hint: secret.slice(-4),
      },
    });
    const created = { ...serializeSsoSecret(row), secret };
    await settleIdempotentRequest(tx, 201, created);
    return created;
  });
}

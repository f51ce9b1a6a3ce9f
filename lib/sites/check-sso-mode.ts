import { AppError } from "@/lib/core/app-error";
import { planOf } from "@/lib/core/plans";

import type { Embed } from "./site-settings-schemas";

/** Refuses turning SSO sign-in on without the plan that includes it or without a signing secret. */
export function checkSsoMode(embed: Embed, context: { plan: string; ssoSecretCount: number }): void {
  if (!embed.sign_in_modes.includes("sso")) return;
  if (!planOf(context.plan).sso) {
    throw new AppError("plan_required", "SSO sign-in needs the publisher plan or above.", {
      members: { required_plan: "publisher" },
    });
  }
  if (context.ssoSecretCount === 0) {
    throw new AppError(
      "validation_failed",
      "Create an SSO secret (POST /v1/sites/{site_id}/sso-secrets) before turning SSO on.",
      {
        errors: [{ field: "embed.sign_in_modes", message: "sso needs an SSO secret first" }],
      },
    );
  }
}

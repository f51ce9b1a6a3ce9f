import { planOf } from "@/lib/core/plans";

import type { Embed } from "./site-settings-schemas";

/** The sign-in modes that work right now: SSO only while the plan includes it and a secret exists. */
export function activeSignInModes(
  embed: Embed,
  context: { plan: string; ssoSecretCount: number },
): Embed["sign_in_modes"] {
  const ssoReady = planOf(context.plan).sso && context.ssoSecretCount > 0;
  return embed.sign_in_modes.filter((mode) => mode !== "sso" || ssoReady);
}

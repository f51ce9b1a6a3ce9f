import { randomBytes } from "node:crypto";

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** Purpose label under which webhook signing secrets are sealed at rest. */
export const webhookSealPurpose = "webhook-secret";

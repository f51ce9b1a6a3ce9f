import { Webhook } from "standardwebhooks";

/** The Standard Webhooks headers of one attempt. */
export type WebhookSignatureHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/**
 * Signs one attempt with every active secret (during a rotation the new and the old one, space
 * separated, so receivers holding either secret verify it): `v1,<base64 HMAC-SHA256 of id.timestamp.body>`.
 */
export function signWebhook(input: {
  msgId: string;
  timestamp: Date;
  body: string;
  secrets: string[];
}): WebhookSignatureHeaders {
  const signatures = input.secrets.map((secret) => new Webhook(secret).sign(input.msgId, input.timestamp, input.body));
  return {
    "webhook-id": input.msgId,
    "webhook-timestamp": String(Math.floor(input.timestamp.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}

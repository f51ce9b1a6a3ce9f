import { Webhook } from "standardwebhooks";

/** A delivered event, as every Threadline webhook body carries it. */
export type ThreadlineEvent = {
  id: string;
  type: string;
  created_at: string;
  livemode: boolean;
  data: { object: Record<string, unknown> };
};

/**
 * Checks a webhook delivery's signature (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) against the endpoint's secret (`whsec_…`) and answers the event; throws
 * when the signature is wrong or the timestamp more than five minutes off. Pass the raw body, as
 * received: a re-serialized JSON would not verify.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: Headers | Record<string, string>,
): ThreadlineEvent {
  const read = (name: string) =>
    headers instanceof Headers ? (headers.get(name) ?? "") : (headers[name] ?? headers[name.toLowerCase()] ?? "");
  return new Webhook(secret).verify(rawBody, {
    "webhook-id": read("webhook-id"),
    "webhook-timestamp": read("webhook-timestamp"),
    "webhook-signature": read("webhook-signature"),
  }) as ThreadlineEvent;
}

import type { WebhookView } from "@/lib/webhooks/webhook-schemas";

import { ToneBadge } from "../../_components/tone-badge";

const reasons: Record<NonNullable<WebhookView["disabled_reason"]>, string> = {
  manual: "disabled by a member",
  failing: "disabled after failing for a day",
  gone: "disabled: the receiver answered 410 Gone",
};

/** An endpoint's state in words: enabled, or disabled and why, with its run of failures. */
export function EndpointStatus({ webhook }: { webhook: WebhookView }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {webhook.status === "enabled" ? (
        <ToneBadge tone="good">enabled</ToneBadge>
      ) : (
        <ToneBadge tone="bad">{webhook.disabled_reason ? reasons[webhook.disabled_reason] : "disabled"}</ToneBadge>
      )}
      {webhook.consecutive_failures > 0 && (
        <ToneBadge tone="warn">
          {webhook.consecutive_failures} failure{webhook.consecutive_failures === 1 ? "" : "s"} in a row
        </ToneBadge>
      )}
    </span>
  );
}

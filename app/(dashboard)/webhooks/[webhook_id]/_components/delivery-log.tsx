import { Inbox } from "lucide-react";

import type { DeliveryView } from "@/lib/webhooks/webhook-schemas";

import { EmptyState } from "../../../_components/empty-state";
import { ToneBadge, type Tone } from "../../../_components/tone-badge";
import { UtcTime } from "../../../_components/utc-time";
import { helpLinks } from "../../../_lib/help-links";
import { AttemptExchange } from "./attempt-exchange";
import { RefreshButton } from "./refresh-button";
import { RetryButton } from "./retry-button";

const statusTone: Record<DeliveryView["status"], Tone> = { succeeded: "good", failed: "bad", pending: "warn" };

type Attempt = DeliveryView["attempts"][number];

/** One attempt in a line: its HTTP status (or none), how long it took, and what went wrong. */
function AttemptSummary({ attempt }: { attempt: Attempt }) {
  return (
    <>
      {attempt.status_code === null ? "no HTTP response" : `HTTP ${attempt.status_code}`} · {attempt.duration_ms} ms
      {attempt.error_kind && (
        <>
          {" "}
          · <code className="font-mono text-[0.8rem]">{attempt.error_kind}</code>
        </>
      )}
    </>
  );
}

/** What a pending delivery waits for. */
function PendingNote({ delivery }: { delivery: DeliveryView }) {
  if (!delivery.next_attempt_at) return <>Waiting: the endpoint is disabled</>;
  return (
    <>
      Next attempt <UtcTime iso={delivery.next_attempt_at} />
    </>
  );
}

/** An endpoint's deliveries, newest first: each with its last attempt, every attempt's request and response on demand, and Retry where sending again helps. */
export function DeliveryLog({
  deliveries,
  mode,
  webhookId,
  endpointEnabled,
}: {
  deliveries: DeliveryView[];
  mode: "live" | "test";
  webhookId: string;
  endpointEnabled: boolean;
}) {
  return (
    <div>
      <div className="mb-3 flex justify-end">
        <RefreshButton />
      </div>
      {deliveries.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-8" />}
          title="No deliveries yet"
          help={{ href: helpLinks.webhookDeliveries, label: "Read the guide" }}
        >
          Events this endpoint subscribes to show here as they are sent. Send a test event to try it.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {deliveries.map((delivery) => {
            const last = delivery.attempts.at(-1);
            const retryable =
              endpointEnabled &&
              (delivery.status === "failed" || (delivery.status === "pending" && delivery.attempt_count > 0));
            return (
              <li
                key={delivery.id}
                data-testid="delivery-row"
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <code className="font-mono font-medium text-foreground">{delivery.event_type}</code>
                    <ToneBadge tone={statusTone[delivery.status]}>{delivery.status}</ToneBadge>
                    <span className="text-muted-foreground">
                      <UtcTime iso={delivery.created_at} />
                    </span>
                  </p>
                  <p className="mt-1 text-muted-foreground">
                    {delivery.attempt_count} attempt{delivery.attempt_count === 1 ? "" : "s"}
                    {last && (
                      <>
                        {" "}
                        · last: <AttemptSummary attempt={last} />
                      </>
                    )}
                    {delivery.status === "pending" && (
                      <>
                        {" "}
                        · <PendingNote delivery={delivery} />
                      </>
                    )}
                  </p>
                  {delivery.attempts.length > 0 && (
                    <details className="group mt-1 text-muted-foreground">
                      <summary className="cursor-pointer rounded text-primary focus-visible:outline-2 focus-visible:outline-ring">
                        Request and response
                        {delivery.attempts.length > 1 ? ` (${delivery.attempts.length} attempts, newest first)` : ""}
                      </summary>
                      {[...delivery.attempts].reverse().map((attempt) => (
                        <AttemptExchange key={attempt.number} attempt={attempt} />
                      ))}
                    </details>
                  )}
                </div>
                {retryable && <RetryButton webhookId={webhookId} deliveryId={delivery.id} mode={mode} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

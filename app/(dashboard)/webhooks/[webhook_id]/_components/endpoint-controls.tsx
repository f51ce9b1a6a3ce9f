"use client";

import { Pause, Play, Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import type { WebhookView } from "@/lib/webhooks/webhook-schemas";

import { ConfirmButton } from "../../../_components/confirm-button";
import { SecretDialog } from "../../../_components/secret-dialog";
import { UtcTime } from "../../../_components/utc-time";
import { deleteEndpoint, rotateEndpointSecret, sendTestEvent, setEndpointStatus } from "../../actions";

/** Pause or resume, send a test event, rotate the secret (shown once), delete. */
export function EndpointControls({ webhook, mode }: { webhook: WebhookView; mode: "live" | "test" }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [secret, setSecret] = useState<string | null>(null);
  const target = { webhook_id: webhook.id, mode };
  const enabled = webhook.status === "enabled";
  const row = "flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between";
  const text = "text-sm text-muted-foreground";
  const heading = "font-medium text-foreground";

  const toggle = () =>
    startTransition(async () => {
      const result = await setEndpointStatus({ ...target, status: enabled ? "disabled" : "enabled" });
      if (result.ok)
        toast.success(
          enabled ? "Endpoint disabled: events are kept for it" : "Endpoint enabled: missed events are on their way",
        );
      else toast.error(result.message);
    });
  const test = () =>
    startTransition(async () => {
      const result = await sendTestEvent(target);
      if (result.ok) toast.success("Test event queued: it shows in the delivery log below in a moment");
      else toast.error(result.message);
    });

  return (
    <div className="divide-y divide-border">
      <div className={row}>
        <div>
          <p className={heading}>{enabled ? "Enabled" : "Disabled"}</p>
          <p className={text}>
            {enabled
              ? "Events are sent as they happen. Disabling pauses sending; events are kept and sent when you enable it again."
              : "Nothing is sent while disabled; events are kept. Enabling sends every one it missed."}
          </p>
        </div>
        <Button variant="secondary" onClick={toggle} disabled={pending} className="shrink-0">
          {enabled ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {enabled ? "Disable" : "Enable"}
        </Button>
      </div>
      <div className={row}>
        <div>
          <p className={heading}>Test event</p>
          <p className={text}>
            {enabled
              ? "Sends a signed webhook.test event to this endpoint only."
              : "Enable the endpoint to send a test event."}
          </p>
        </div>
        <Button variant="secondary" onClick={test} disabled={pending || !enabled} className="shrink-0">
          <Send className="size-4" aria-hidden /> Send test event
        </Button>
      </div>
      <div className={row}>
        <div>
          <p className={heading}>Signing secret</p>
          <p className={text}>
            {webhook.previous_secret_expires_at ? (
              <>
                Rotated: the previous secret also signs until <UtcTime iso={webhook.previous_secret_expires_at} />.
              </>
            ) : (
              "Shown only when made. Rotating makes a new one; the old one keeps signing beside it for 24 hours."
            )}
          </p>
        </div>
        <ConfirmButton
          label="Rotate secret"
          title="Rotate the signing secret?"
          description="A new secret is shown once. For the next 24 hours every delivery carries two signatures, one with the new secret and one with the old, so your server can switch over without missing an event; after that only the new one signs."
          confirmLabel="Rotate secret"
          onConfirm={async () => {
            const result = await rotateEndpointSecret(target);
            if (result.ok) setSecret(result.data.secret);
            else toast.error(result.message);
          }}
        />
      </div>
      <div className={row}>
        <div>
          <p className={heading}>Delete endpoint</p>
          <p className={text}>Nothing more is sent to it, and its delivery log goes too.</p>
        </div>
        <ConfirmButton
          label="Delete"
          title="Delete this endpoint?"
          description={
            <>
              Deliveries to <span className="break-all font-mono">{webhook.url}</span> stop at once and its delivery log
              is deleted. This cannot be undone.
            </>
          }
          confirmLabel="Delete endpoint"
          onConfirm={async () => {
            const result = await deleteEndpoint(target);
            if (!result.ok) return void toast.error(result.message);
            toast.success("Endpoint deleted");
            router.push(mode === "test" ? "/webhooks?mode=test" : "/webhooks");
          }}
        />
      </div>
      <SecretDialog title="The endpoint's new signing secret" secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}

"use client";

import { Save } from "lucide-react";
import { startTransition, useActionState, useEffect } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import type { WebhookView } from "@/lib/webhooks/webhook-schemas";

import { EndpointFields } from "../../_components/endpoint-fields";
import { updateEndpoint } from "../../actions";

/** The endpoint's URL, description, events and sites, saved together. */
export function EditEndpointForm({
  webhook,
  mode,
  sites,
}: {
  webhook: WebhookView;
  mode: "live" | "test";
  sites: { id: string; name: string }[];
}) {
  const [state, action, pending] = useActionState(updateEndpoint, null);
  useEffect(() => {
    if (state?.ok) toast.success("Endpoint saved");
    else if (state && !Object.keys(state.fieldErrors).length) toast.error(state.message);
  }, [state]);
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form
      // Submitted by hand, not as a form action, so what was typed stays when the server refuses it.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="webhook_id" value={webhook.id} />
      <EndpointFields defaults={webhook} sites={sites} errors={errors} />
      <div>
        <Button type="submit" disabled={pending}>
          <Save className="size-4" aria-hidden /> {pending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}

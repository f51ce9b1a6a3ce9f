"use client";

import { Save } from "lucide-react";
import { FormProvider } from "react-hook-form";

import { Button } from "@/app/_components/button";
import type { WebhookView } from "@/lib/webhooks/webhook-schemas";

import { EndpointFields } from "../../_components/endpoint-fields";
import { updateEndpointForm } from "../../_lib/endpoint-form-schemas";
import { useActionForm } from "../../../_components/use-action-form";
import { updateEndpoint } from "../../actions";

const valuesOf = (webhook: WebhookView, mode: "live" | "test") => ({
  webhook_id: webhook.id,
  mode,
  url: webhook.url,
  description: webhook.description,
  events: webhook.events,
  site_ids: webhook.site_ids,
});

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
  const { form, pending, formProps } = useActionForm({
    schema: updateEndpointForm,
    action: updateEndpoint,
    defaultValues: valuesOf(webhook, mode),
    saved: () => "Endpoint saved",
    // Show what the server stored (events and sites without duplicates).
    onSaved: (saved) => form.reset(valuesOf(saved, mode)),
  });
  return (
    <FormProvider {...form}>
      <form {...formProps} className="flex flex-col gap-5">
        <EndpointFields subscribed={webhook.events} sites={sites} />
        <div>
          <Button type="submit" disabled={pending}>
            <Save className="size-4" aria-hidden /> {pending ? "Saving…" : "Save changes"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

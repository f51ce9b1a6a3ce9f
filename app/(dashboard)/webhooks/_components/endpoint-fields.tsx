"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { TextField } from "@/app/_components/text-field";
import { eventTypes } from "@/lib/events/event-types";

import { CheckboxList } from "../../_components/checkbox-list";

/** The fields EndpointFields fills in the form around it. */
type EndpointValues = { url: string; description?: string; events: string[]; site_ids?: string[] };

/**
 * The fields of an endpoint, for creating and editing, in the react-hook-form form around them: URL,
 * description, events (every type, or some: groups such as `comment.*` made through the API stay
 * ticked) and an optional site filter.
 */
export function EndpointFields({ subscribed, sites }: { subscribed: string[]; sites: { id: string; name: string }[] }) {
  const { control, register, setValue, formState } = useFormContext<EndpointValues>();
  const events = useWatch({ control, name: "events" });
  const all = events.includes("*");
  // webhook.test goes to one endpoint when asked for (Send test event), whatever it subscribes to: no box for it.
  const options = [
    ...new Set([...eventTypes.filter((type) => type !== "webhook.test"), ...subscribed.filter((e) => e !== "*")]),
  ].map((event) => ({ value: event, label: <code className="font-mono text-[0.8rem]">{event}</code> }));
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Endpoint URL"
        type="url"
        required
        maxLength={2048}
        placeholder="https://api.example.com/threadline"
        hint="A public https address of your server; it must answer 2xx within 10 seconds. For a receiver on your laptop, run npx threadline webhooks listen --forward-to its URL instead."
        {...register("url")}
        error={formState.errors.url?.message}
      />
      <TextField
        label="Description (optional)"
        maxLength={500}
        placeholder="e.g. CRM sync"
        {...register("description")}
        error={formState.errors.description?.message}
      />
      <CheckboxList
        control={control}
        name="events"
        legend="Events"
        options={options}
        disabled={all}
        columns
        hint={all ? "Every event type is sent, including types added later." : "Only the ticked event types are sent."}
        lead={
          <label className="flex items-center gap-2 py-1 text-sm font-medium text-foreground">
            <input
              type="checkbox"
              checked={all}
              // The ticks below stay as they were, for when "All events" is unticked again.
              onChange={(event) =>
                setValue("events", event.target.checked ? ["*", ...events] : events.filter((e) => e !== "*"), {
                  shouldValidate: formState.isSubmitted,
                })
              }
              className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            All events
          </label>
        }
      />
      {sites.length > 0 ? (
        <CheckboxList
          control={control}
          name="site_ids"
          legend="Sites (optional)"
          options={sites.map((site) => ({ value: site.id, label: site.name }))}
          columns
          hint="None ticked: events of every site, and events that belong to no site."
        />
      ) : (
        <p className="text-sm text-muted-foreground">Events of every site are sent (this account has no sites yet).</p>
      )}
    </div>
  );
}

"use client";

import { useState } from "react";

import { TextField } from "@/app/_components/text-field";
import { eventTypes } from "@/lib/events/event-types";

import { CheckboxList } from "../../_components/checkbox-list";

/** What the endpoint form starts with: empty for a new endpoint, the saved values when editing. */
export type EndpointDefaults = { url: string; description: string; events: string[]; site_ids: string[] };

/** The first server message about a field or any of its items (`site_ids.2`). */
function errorOf(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

/**
 * The fields of an endpoint, for creating and editing: URL, description, events (every type, or
 * some: groups such as `comment.*` made through the API stay ticked) and an optional site filter.
 */
export function EndpointFields({
  defaults,
  sites,
  errors,
}: {
  defaults: EndpointDefaults;
  sites: { id: string; name: string }[];
  errors: Record<string, string>;
}) {
  const [all, setAll] = useState(defaults.events.includes("*"));
  const chosen = defaults.events.filter((event) => event !== "*");
  // webhook.test goes to one endpoint when asked for (Send test event), whatever it subscribes to: no box for it.
  const options = [...new Set([...eventTypes.filter((type) => type !== "webhook.test"), ...chosen])].map((event) => ({
    value: event,
    label: <code className="font-mono text-[0.8rem]">{event}</code>,
  }));
  const eventsError = errorOf(errors, "events") && "Choose at least one event type, or all events.";
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Endpoint URL"
        name="url"
        type="url"
        required
        maxLength={2048}
        placeholder="https://api.example.com/threadline"
        defaultValue={defaults.url}
        error={errorOf(errors, "url")}
        hint="A public https address of your server; it must answer 2xx within 10 seconds."
      />
      <TextField
        label="Description (optional)"
        name="description"
        maxLength={500}
        placeholder="e.g. CRM sync"
        defaultValue={defaults.description}
        error={errorOf(errors, "description")}
      />
      <CheckboxList
        legend="Events"
        name="events[]"
        options={options}
        defaultChecked={chosen}
        disabled={all}
        columns
        error={eventsError || undefined}
        hint={all ? "Every event type is sent, including types added later." : "Only the ticked event types are sent."}
        lead={
          <label className="flex items-center gap-2 py-1 text-sm font-medium text-foreground">
            <input
              type="checkbox"
              name="events[]"
              value="*"
              checked={all}
              onChange={(event) => setAll(event.target.checked)}
              className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            All events
          </label>
        }
      />
      {sites.length > 0 ? (
        <CheckboxList
          legend="Sites (optional)"
          name="site_ids[]"
          options={sites.map((site) => ({ value: site.id, label: site.name }))}
          defaultChecked={defaults.site_ids}
          columns
          error={errorOf(errors, "site_ids")}
          hint="None ticked: events of every site, and events that belong to no site."
        />
      ) : (
        <p className="text-sm text-muted-foreground">Events of every site are sent (this account has no sites yet).</p>
      )}
    </div>
  );
}

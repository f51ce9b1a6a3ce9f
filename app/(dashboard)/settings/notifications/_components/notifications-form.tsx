"use client";

import { Save } from "lucide-react";
import { useActionState, useEffect, useId } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import type { NotifyPending } from "@/lib/notifications/notification-schemas";

import { saveNotifications } from "../actions";

const choices = (eachPerHour: number): { value: NotifyPending; label: string; note: string }[] => [
  {
    value: "hourly",
    label: "Hourly digest",
    note: "At most one e-mail an hour: how many comments wait on each site, the first ten with links. The default.",
  },
  {
    value: "each",
    label: "Each comment",
    note: `One e-mail per comment, with its text and a link to it. Past ${eachPerHour} in an hour, the rest come as one digest.`,
  },
  { value: "never", label: "Never", note: "No e-mail; the Moderation page still shows what waits." },
];

/** The three choices as radios, saved by a server action; the saved choice is announced in a toast. */
export function NotificationsForm({ current, eachPerHour }: { current: NotifyPending; eachPerHour: number }) {
  const uid = useId();
  const [state, action, pending] = useActionState(saveNotifications, null);
  useEffect(() => {
    if (!state) return;
    if (state.ok) toast.success("Notification settings saved");
    else if (!state.fieldErrors.notify_pending) toast.error(state.message);
  }, [state]);
  const error = state && !state.ok ? state.fieldErrors.notify_pending : undefined;
  const chosen = state?.ok ? state.data.notify_pending : current;
  return (
    <form action={action} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${uid}-error` : undefined}>
        <legend className="text-sm font-medium text-foreground">E-mail me</legend>
        <div className="flex flex-col gap-3 py-1">
          {choices(eachPerHour).map((choice) => (
            <div key={choice.value} className="flex items-start gap-2 text-sm text-foreground">
              <input
                type="radio"
                id={`${uid}-${choice.value}`}
                name="notify_pending"
                value={choice.value}
                defaultChecked={chosen === choice.value}
                aria-describedby={`${uid}-${choice.value}-note`}
                className="mt-0.5 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <div>
                <label htmlFor={`${uid}-${choice.value}`} className="font-medium">
                  {choice.label}
                </label>
                <p id={`${uid}-${choice.value}-note`} className="text-muted-foreground">
                  {choice.note}
                </p>
              </div>
            </div>
          ))}
        </div>
        {error && (
          <p id={`${uid}-error`} className="text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          <Save className="size-4" aria-hidden /> {pending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

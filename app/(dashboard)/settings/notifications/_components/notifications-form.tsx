"use client";

import { Save } from "lucide-react";
import { useId } from "react";

import { Button } from "@/app/_components/button";
import { notificationSettingsBody, type NotifyPending } from "@/lib/notifications/notification-schemas";

import { useActionForm } from "../../../_components/use-action-form";
import { saveNotifications } from "../actions";
import { ChoiceFieldset, type Choice } from "./choice-fieldset";

const choices = (eachPerHour: number): Choice<NotifyPending>[] => [
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
  const { form, field, pending, formProps } = useActionForm({
    schema: notificationSettingsBody,
    action: saveNotifications,
    defaultValues: { notify_pending: current },
    saved: () => "Notification settings saved",
    onSaved: (saved) => form.reset({ notify_pending: saved.notify_pending }),
  });
  const { error, ...radio } = field("notify_pending");
  return (
    <form {...formProps} className="flex flex-col gap-5">
      <ChoiceFieldset uid={uid} legend="E-mail me" choices={choices(eachPerHour)} radio={radio} error={error} />
      <div>
        <Button type="submit" disabled={pending}>
          <Save className="size-4" aria-hidden /> {pending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

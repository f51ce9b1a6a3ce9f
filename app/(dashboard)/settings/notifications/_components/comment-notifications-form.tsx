"use client";

import { Save } from "lucide-react";
import { useId } from "react";

import { Button } from "@/app/_components/button";
import { commentNotificationSettingsBody, type NotifyComments } from "@/lib/notifications/notification-schemas";

import { useActionForm } from "../../../_components/use-action-form";
import { saveCommentNotifications } from "../actions";

const choices = (eachPerHour: number): { value: NotifyComments; label: string; note: string }[] => [
  {
    value: "each",
    label: "Each new comment",
    note: `One e-mail per comment as it appears, with its text and links to it on the page and in the queue. Past ${eachPerHour} e-mails in an hour, the rest come as one digest.`,
  },
  {
    value: "daily",
    label: "Daily digest",
    note: "At most one e-mail a day: how many new comments each site got, the first few with links.",
  },
  { value: "never", label: "No e-mail", note: "The default: new comments show on your pages and in the dashboard." },
];

/** The "new comments on my sites" choice as radios, saved by a server action; the saved choice is announced in a toast. */
export function CommentNotificationsForm({ current, eachPerHour }: { current: NotifyComments; eachPerHour: number }) {
  const uid = useId();
  const { form, field, pending, formProps } = useActionForm({
    schema: commentNotificationSettingsBody,
    action: saveCommentNotifications,
    defaultValues: { notify_comments: current },
    saved: () => "New-comment e-mail saved",
    onSaved: (saved) => form.reset({ notify_comments: saved.notify_comments }),
  });
  const { error, ...radio } = field("notify_comments");
  return (
    <form {...formProps} className="flex flex-col gap-5" aria-label="New comments on my sites">
      <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${uid}-error` : undefined}>
        <legend className="text-sm font-medium text-foreground">E-mail me about new comments</legend>
        <div className="flex flex-col gap-3 py-1">
          {choices(eachPerHour).map((choice) => (
            <div key={choice.value} className="flex items-start gap-2 text-sm text-foreground">
              <input
                {...radio}
                type="radio"
                id={`${uid}-${choice.value}`}
                value={choice.value}
                aria-describedby={`${uid}-${choice.value}-note`}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
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
          <Save className="size-4" aria-hidden /> {pending ? "Saving…" : "Save new-comment e-mail"}
        </Button>
      </div>
    </form>
  );
}

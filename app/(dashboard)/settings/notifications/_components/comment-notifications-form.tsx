"use client";

import { Save } from "lucide-react";
import { useId } from "react";

import { Button } from "@/app/_components/button";
import { commentNotificationSettingsBody, type NotifyComments } from "@/lib/notifications/notification-schemas";

import { useActionForm } from "../../../_components/use-action-form";
import { saveCommentNotifications } from "../actions";
import { ChoiceFieldset, type Choice } from "./choice-fieldset";

const choices = (eachPerHour: number): Choice<NotifyComments>[] => [
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
      <ChoiceFieldset
        uid={uid}
        legend="E-mail me about new comments"
        choices={choices(eachPerHour)}
        radio={radio}
        error={error}
      />
      <div>
        <Button type="submit" disabled={pending}>
          <Save className="size-4" aria-hidden /> {pending ? "Saving…" : "Save new-comment e-mail"}
        </Button>
      </div>
    </form>
  );
}

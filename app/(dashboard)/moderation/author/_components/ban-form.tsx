"use client";

import { Ban } from "lucide-react";

import { Button } from "@/app/_components/button";
import { FieldNote } from "@/app/_components/field-note";
import { controlClass, FormField } from "@/app/_components/form-field";
import { banCommentAuthorBody } from "@/lib/bans/ban-author-schemas";

import { useActionForm } from "../../../_components/use-action-form";
import { banAuthor } from "../actions";

const kindLabels = {
  reader: "The reader",
  email: "Their e-mail address",
  ip: "The IP address of this comment",
} as const;
const durations = [
  ["1d", "1 day"],
  ["7d", "7 days"],
  ["30d", "30 days"],
  ["custom", "Until a date…"],
  ["forever", "For good"],
] as const;

/** Bans what the author has (reader, e-mail, this comment's IP) for a time or for good, with an optional reason. */
export function BanForm({
  commentId,
  kinds,
  focus,
}: {
  commentId: string;
  kinds: (keyof typeof kindLabels)[];
  focus: boolean;
}) {
  const { form, field, pending, formProps } = useActionForm({
    schema: banCommentAuthorBody,
    action: banAuthor,
    defaultValues: { comment_id: commentId, kind: kinds[0]!, duration: "7d", until: "", reason: "" },
    saved: (ban) => `Banned ${ban.expires_at ? "until " + new Date(ban.expires_at).toUTCString() : "for good"}`,
    onSaved: () => form.resetField("reason"),
    refused: "Not banned: check the highlighted fields.",
  });
  const { error: kindError, ...kind } = field("kind");
  const { error: durationError, ...duration } = field("duration");
  const { error: untilError, ...until } = field("until");
  const { error: reasonError, ...reason } = field("reason");
  return (
    <form aria-label="Ban the author" {...formProps} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={kindError ? "ban-kind-note" : undefined}>
        <legend className="mb-1 text-sm font-medium text-foreground">What to ban</legend>
        {kinds.map((k, index) => (
          <label key={k} className="flex items-center gap-2 text-sm text-foreground">
            <input
              {...kind}
              type="radio"
              value={k}
              autoFocus={focus && index === 0}
              className="size-4 accent-primary"
            />
            {kindLabels[k]}
          </label>
        ))}
        <FieldNote id="ban-kind-note" error={kindError} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="For how long" error={durationError}>
          {(control) => (
            <select {...control} {...duration} className={controlClass(durationError)}>
              {durations.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {form.watch("duration") === "custom" && (
          <FormField label="Last day of the ban (UTC)" error={untilError}>
            {(control) => <input {...control} {...until} type="date" required className={controlClass(untilError)} />}
          </FormField>
        )}
      </div>
      <FormField
        label="Reason (optional)"
        hint="Kept in the audit log; the author does not see it."
        error={reasonError}
      >
        {(control) => <input {...control} {...reason} maxLength={500} className={controlClass(reasonError)} />}
      </FormField>
      <div>
        <Button type="submit" variant="secondary" disabled={pending} className="text-danger">
          <Ban className="size-4" aria-hidden /> {pending ? "Banning…" : "Ban"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { Ban } from "lucide-react";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import { FieldNote } from "@/app/_components/field-note";
import { controlClass, FormField } from "@/app/_components/form-field";

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
  const [kind, setKind] = useState(kinds[0]!);
  const [duration, setDuration] = useState<(typeof durations)[number][0]>("7d");
  const [until, setUntil] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const submit = () =>
    startTransition(async () => {
      const result = await banAuthor(null, {
        comment_id: commentId,
        kind,
        duration,
        until: duration === "custom" ? until : undefined,
        reason: reason || undefined,
      });
      if (result.ok) {
        setErrors({});
        setReason("");
        toast.success(
          `Banned ${result.data.expires_at ? "until" + new Date(result.data.expires_at).toUTCString() : "for good"}`,
        );
      } else {
        setErrors(result.fieldErrors);
        if (!Object.keys(result.fieldErrors).length) toast.error(result.message);
      }
    });
  return (
    <form
      aria-label="Ban the author"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">What to ban</legend>
        {kinds.map((k, index) => (
          <label key={k} className="flex items-center gap-2 text-sm text-foreground">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              autoFocus={focus && index === 0}
              className="size-4 accent-primary"
            />
            {kindLabels[k]}
          </label>
        ))}
        <FieldNote id="ban-kind-note" error={errors.kind} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="For how long" error={errors.duration}>
          {(control) => (
            <select
              {...control}
              value={duration}
              onChange={(e) => setDuration(e.target.value as typeof duration)}
              className={controlClass(errors.duration)}
            >
              {durations.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {duration === "custom" && (
          <FormField label="Last day of the ban (UTC)" error={errors.until}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={until}
                onChange={(e) => setUntil(e.target.value)}
                required
                className={controlClass(errors.until)}
              />
            )}
          </FormField>
        )}
      </div>
      <FormField
        label="Reason (optional)"
        hint="Kept in the audit log; the author does not see it."
        error={errors.reason}
      >
        {(control) => (
          <input
            {...control}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            className={controlClass(errors.reason)}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" variant="secondary" disabled={pending} className="text-danger">
          <Ban className="size-4" aria-hidden /> {pending ? "Banning…" : "Ban"}
        </Button>
      </div>
    </form>
  );
}

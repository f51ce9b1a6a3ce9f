"use client";

import { Ban } from "lucide-react";

import { Button } from "@/app/_components/button";
import { controlClass, FormField } from "@/app/_components/form-field";
import { TextField } from "@/app/_components/text-field";
import { createSuppressionBody, suppressionReasons } from "@/lib/notifications/mail-suppression-schemas";

import { useActionForm } from "../../../_components/use-action-form";
import { addSuppressionAction } from "../actions";

const reasonLabels: Record<(typeof suppressionReasons)[number], string> = {
  bounce: "Bounced",
  complaint: "Complained (marked as spam)",
  manual: "Stopped by hand",
};

/** Stops mail to an address: the address and why; a refused address is said beside its field. */
export function AddSuppressionForm() {
  const { form, field, pending, formProps } = useActionForm({
    schema: createSuppressionBody,
    action: addSuppressionAction,
    defaultValues: { email: "", reason: "bounce" },
    saved: ({ suppression, created }) =>
      created ? `${suppression.email} stopped` : `${suppression.email} was already stopped`,
    onSaved: () => form.reset({ email: "", reason: "bounce" }),
    refused: "Not added: check the highlighted fields.",
  });
  const { error: reasonError, ...reason } = field("reason");
  return (
    <form {...formProps} className="flex flex-col gap-4 sm:flex-row sm:items-start" aria-label="Stop an address">
      <TextField
        label="E-mail address"
        type="email"
        required
        maxLength={254}
        placeholder="name@example.com"
        autoComplete="off"
        className="sm:flex-1"
        {...field("email")}
      />
      <FormField label="Reason" error={reasonError}>
        {(control) => (
          <select {...control} {...reason} className={controlClass(reasonError)}>
            {suppressionReasons.map((value) => (
              <option key={value} value={value}>
                {reasonLabels[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:pt-7">
        <Button type="submit" disabled={pending}>
          <Ban className="size-4" aria-hidden /> {pending ? "Adding…" : "Stop mail"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { TextField } from "@/app/_components/text-field";
import { maxAccountNameLength, renameAccountBody } from "@/lib/accounts/account-schemas";

import { useActionForm } from "../../../_components/use-action-form";
import { SaveBar } from "../../../sites/_components/save-bar";
import { renameAccountAction } from "../actions";

/** The account's name: what the sidebar, the account switcher and invitation e-mails show. */
export function RenameAccountForm({ name }: { name: string }) {
  const { form, field, pending, formProps } = useActionForm({
    schema: renameAccountBody,
    action: renameAccountAction,
    defaultValues: { name },
    saved: (renamed) => `Account renamed to ${renamed.name}`,
    // Show the name as stored (spaces collapsed, invisible characters removed).
    onSaved: (renamed) => form.reset({ name: renamed.name }),
  });
  return (
    <form {...formProps} className="flex flex-col gap-5">
      <TextField
        label="Account name"
        required
        maxLength={maxAccountNameLength}
        autoComplete="organization"
        hint="Usually your company's or your publication's name."
        {...field("name")}
      />
      <SaveBar pending={pending} />
    </form>
  );
}

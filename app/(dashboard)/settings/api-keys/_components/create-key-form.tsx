"use client";

import { Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";
import { createApiKeyBody } from "@/lib/api-keys/api-key-schemas";

import { SecretDialog } from "../../../_components/secret-dialog";
import { useActionForm } from "../../../_components/use-action-form";
import { createKey } from "../actions";

/** The form for a new key: a name and live or test; the key is then shown once. */
export function CreateKeyForm() {
  // The key shows until its dialog is closed.
  const [secret, setSecret] = useState<string | null>(null);
  const { form, field, pending, formProps } = useActionForm({
    schema: createApiKeyBody,
    action: createKey,
    defaultValues: { name: "", mode: "live" },
    onSaved: (created) => {
      setSecret(created.key);
      form.reset();
    },
    refused: "Not created: check the highlighted fields.",
  });
  const { error: modeError, ...mode } = field("mode");
  return (
    <>
      <form {...formProps} className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          label="Name"
          required
          maxLength={100}
          placeholder="e.g. Production backend"
          className="flex-1"
          {...field("name")}
        />
        <fieldset className="flex flex-col gap-1.5" aria-describedby={modeError ? "key-mode-error" : undefined}>
          <legend className="text-sm font-medium text-foreground">Mode</legend>
          <div className="flex gap-4 py-2 text-sm text-foreground">
            <label className="flex items-center gap-1.5">
              <input {...mode} type="radio" value="live" className="accent-primary" /> Live
            </label>
            <label className="flex items-center gap-1.5">
              <input {...mode} type="radio" value="test" className="accent-primary" /> Test
            </label>
          </div>
          {modeError && (
            <p id="key-mode-error" className="text-sm text-danger">
              {modeError}
            </p>
          )}
        </fieldset>
        <Button type="submit" disabled={pending} className="sm:mt-7">
          <Plus className="size-4" aria-hidden /> {pending ? "Creating…" : "Create key"}
        </Button>
      </form>
      <SecretDialog title="Your new API key" secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useActionState, useEffect, useState } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";

import { SecretDialog } from "../../../_components/secret-dialog";
import { createKey } from "../actions";

/** The form for a new key: a name and live or test; the key is then shown once. */
export function CreateKeyForm() {
  const [state, action, pending] = useActionState(createKey, null);
  // The key shows until its dialog is closed; a new submission brings a new one.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const secret = state?.ok && state.data.key !== dismissed ? state.data.key : null;
  useEffect(() => {
    if (state && !state.ok && !Object.keys(state.fieldErrors).length) toast.error(state.message);
  }, [state]);
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <>
      <form action={action} className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          label="Name"
          name="name"
          required
          maxLength={100}
          placeholder="e.g. Production backend"
          error={errors.name}
          className="flex-1"
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-foreground">Mode</legend>
          <div className="flex gap-4 py-2 text-sm text-foreground">
            <label className="flex items-center gap-1.5">
              <input type="radio" name="mode" value="live" defaultChecked className="accent-primary" /> Live
            </label>
            <label className="flex items-center gap-1.5">
              <input type="radio" name="mode" value="test" className="accent-primary" /> Test
            </label>
          </div>
          {errors.mode && <p className="text-sm text-danger">{errors.mode}</p>}
        </fieldset>
        <Button type="submit" disabled={pending} className="sm:mt-7">
          <Plus className="size-4" aria-hidden /> {pending ? "Creating…" : "Create key"}
        </Button>
      </form>
      <SecretDialog title="Your new API key" secret={secret} onClose={() => setDismissed(secret)} />
    </>
  );
}

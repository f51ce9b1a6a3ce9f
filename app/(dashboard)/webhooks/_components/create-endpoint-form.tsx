"use client";

import { Plus } from "lucide-react";
import { startTransition, useActionState, useEffect, useState } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";

import { SecretDialog } from "../../_components/secret-dialog";
import { createEndpoint } from "../actions";
import { EndpointFields } from "./endpoint-fields";

const empty = { url: "", description: "", events: [], site_ids: [] };

/** A new endpoint in the page's mode; its signing secret is then shown once. */
export function CreateEndpointForm({ mode, sites }: { mode: "live" | "test"; sites: { id: string; name: string }[] }) {
  const [state, action, pending] = useActionState(createEndpoint, null);
  // A fresh form after each success (the key is the last endpoint made), kept as typed after a refusal.
  const [lastMade, setLastMade] = useState<string | null>(null);
  if (state?.ok && state.data.id !== lastMade) setLastMade(state.data.id);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const secret = state?.ok && state.data.secret !== dismissed ? state.data.secret : null;
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      toast.success(`Endpoint ${state.data.url} created`);
    } else if (!Object.keys(state.fieldErrors).length) toast.error(state.message);
  }, [state]);
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <>
      <form
        key={lastMade ?? "new"}
        // Submitted by hand, not as a form action, so a refused URL stays in the field to be fixed.
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          startTransition(() => action(data));
        }}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="mode" value={mode} />
        <EndpointFields defaults={empty} sites={sites} errors={errors} />
        <div>
          <Button type="submit" disabled={pending}>
            <Plus className="size-4" aria-hidden /> {pending ? "Creating…" : `Create ${mode} endpoint`}
          </Button>
        </div>
      </form>
      <SecretDialog title="Signing secret of the new endpoint" secret={secret} onClose={() => setDismissed(secret)} />
    </>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { FormProvider } from "react-hook-form";

import { Button } from "@/app/_components/button";

import { createEndpointForm } from "../_lib/endpoint-form-schemas";
import { SecretDialog } from "../../_components/secret-dialog";
import { useActionForm } from "../../_components/use-action-form";
import { createEndpoint } from "../actions";
import { EndpointFields } from "./endpoint-fields";

/** A new endpoint in the page's mode; its signing secret is then shown once. */
export function CreateEndpointForm({ mode, sites }: { mode: "live" | "test"; sites: { id: string; name: string }[] }) {
  // The secret shows until its dialog is closed.
  const [secret, setSecret] = useState<string | null>(null);
  const { form, pending, formProps } = useActionForm({
    schema: createEndpointForm,
    action: createEndpoint,
    defaultValues: { mode, url: "", description: "", events: [], site_ids: [] },
    saved: (created) => `Endpoint ${created.url} created`,
    onSaved: (created) => {
      setSecret(created.secret);
      form.reset();
    },
    refused: "Not created: check the highlighted fields.",
  });
  return (
    <>
      <FormProvider {...form}>
        <form {...formProps} className="flex flex-col gap-5">
          <EndpointFields subscribed={[]} sites={sites} />
          <div>
            <Button type="submit" disabled={pending}>
              <Plus className="size-4" aria-hidden /> {pending ? "Creating…" : `Create ${mode} endpoint`}
            </Button>
          </div>
        </form>
      </FormProvider>
      <SecretDialog title="Signing secret of the new endpoint" secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";

import { SecretDialog } from "../../_components/secret-dialog";
import { createSsoSecretAction } from "../actions";

/** Creates an SSO secret and shows it once in a dialog. */
export function CreateSsoSecretButton({ siteId, disabled }: { siteId: string; disabled: boolean }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  function create() {
    startTransition(async () => {
      const result = await createSsoSecretAction({ site_id: siteId });
      if (result.ok) setSecret(result.data.secret);
      else toast.error(result.message);
    });
  }
  return (
    <>
      <Button type="button" onClick={create} disabled={disabled || pending} className="w-full sm:w-auto">
        <Plus className="size-4" aria-hidden /> {pending ? "Creating…" : "Create SSO secret"}
      </Button>
      <SecretDialog title="Your new SSO secret" secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}

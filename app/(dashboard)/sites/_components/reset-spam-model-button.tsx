"use client";

import { toast } from "sonner";

import { ConfirmButton } from "../../_components/confirm-button";
import { resetSpamModelAction } from "../actions";

/** Resets a site's spam model after a confirmation that says what is forgotten and what stays. */
export function ResetSpamModelButton({ siteId }: { siteId: string }) {
  return (
    <ConfirmButton
      label="Reset the spam model"
      title="Reset this site's spam model?"
      description="It forgets every spam and not-spam decision your moderators made here and starts again from the shared default model. Comments keep the scores they have."
      confirmLabel="Reset model"
      onConfirm={async () => {
        const result = await resetSpamModelAction({ site_id: siteId });
        if (result.ok) toast.success("Spam model reset");
        else toast.error(result.message);
      }}
    />
  );
}

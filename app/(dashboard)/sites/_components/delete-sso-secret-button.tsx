"use client";

import { toast } from "sonner";

import { ConfirmButton } from "../../_components/confirm-button";
import { deleteSsoSecretAction } from "../actions";

/** Deletes an SSO secret after a confirmation that says what stops working. */
export function DeleteSsoSecretButton({
  siteId,
  secretId,
  hint,
  last,
}: {
  siteId: string;
  secretId: string;
  hint: string;
  last: boolean;
}) {
  return (
    <ConfirmButton
      label="Delete"
      title={`Delete the secret ending in ${hint}?`}
      description={
        last
          ? "Identity tokens signed with it stop working at once, and with no secret left SSO sign-in is off until you create a new one."
          : "Identity tokens signed with it stop working at once. Make sure your server signs with the other secret first."
      }
      confirmLabel="Delete secret"
      onConfirm={async () => {
        const result = await deleteSsoSecretAction({ site_id: siteId, secret_id: secretId });
        if (result.ok) toast.success(`Secret ending in ${hint} deleted`);
        else toast.error(result.message);
      }}
    />
  );
}

"use client";

import { toast } from "sonner";

import { ConfirmButton } from "../../../_components/confirm-button";
import { revokeKey } from "../actions";

/** Revokes a key after a confirmation that names it. */
export function RevokeKeyButton({ keyId, label }: { keyId: string; label: string }) {
  return (
    <ConfirmButton
      label="Revoke"
      title={`Revoke ${label}?`}
      description="Requests with this key stop working at once. This cannot be undone; create a new key to replace it."
      confirmLabel="Revoke key"
      onConfirm={async () => {
        const result = await revokeKey({ key_id: keyId });
        if (result.ok) toast.success(`${label} revoked`);
        else toast.error(result.message);
      }}
    />
  );
}

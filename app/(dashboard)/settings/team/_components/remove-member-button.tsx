"use client";

import { toast } from "sonner";

import { ConfirmButton } from "../../../_components/confirm-button";
import { remove } from "../actions";

/** Removes a member after a confirmation that names them; the last owner's refusal is said in a toast. */
export function RemoveMemberButton({
  membershipId,
  email,
  self,
}: {
  membershipId: string;
  email: string;
  self: boolean;
}) {
  return (
    <ConfirmButton
      label="Remove"
      title={self ? "Leave this account?" : `Remove ${email}?`}
      description={
        self
          ? "You lose access to this account at once; an owner or admin can invite you again."
          : "They lose access to this account at once (their open dashboard sessions end if it was their only account). You can invite them again later."
      }
      confirmLabel={self ? "Leave account" : "Remove member"}
      onConfirm={async () => {
        const result = await remove({ membership_id: membershipId });
        if (result.ok) toast.success(self ? "You left the account" : `${email} removed`);
        else toast.error(result.message);
      }}
    />
  );
}

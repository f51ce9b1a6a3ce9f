"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { ConfirmButton } from "../../../_components/confirm-button";
import { deleteAccountAction } from "../actions";

/** Deletes the current account once its name is typed in full; then another account opens, or the sign-in page. */
export function DeleteAccountButton({ accountName }: { accountName: string }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label="Delete account"
      title={`Delete ${accountName}?`}
      description="Every site, comment, reader, API key, webhook, event and member link of this account is removed for good, and its widgets stop working. This cannot be undone: export what you want to keep first."
      confirmLabel="Delete account"
      typed={accountName}
      onConfirm={async () => {
        const result = await deleteAccountAction({ confirm_name: accountName });
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        toast.success(`${accountName} deleted`);
        if (result.data.next === "/dashboard") {
          router.push("/dashboard");
          router.refresh();
        } else {
          window.location.assign(result.data.next);
        }
      }}
    />
  );
}

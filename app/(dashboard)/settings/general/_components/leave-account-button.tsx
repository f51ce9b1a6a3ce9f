"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { ConfirmButton } from "../../../_components/confirm-button";
import { leaveAccountAction } from "../actions";

/** Leaves the current account behind a confirmation; then another account of the member's opens, or the sign-in page. */
export function LeaveAccountButton({ accountName, lastAccount }: { accountName: string; lastAccount: boolean }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label="Leave account"
      title={`Leave ${accountName}?`}
      description={
        lastAccount
          ? "You lose access to its sites and moderation at once. It is your only account, so you are signed out everywhere; an owner can invite you again."
          : "You lose access to its sites and moderation at once; an owner can invite you again. Your other accounts stay as they are."
      }
      confirmLabel="Leave account"
      onConfirm={async () => {
        const result = await leaveAccountAction({});
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        toast.success(`You left ${accountName}`);
        if (result.data.next === "/dashboard") {
          router.push("/dashboard");
          router.refresh();
        } else {
          // The member is gone: a full load, so nothing of the dashboard stays in the browser.
          window.location.assign(result.data.next);
        }
      }}
    />
  );
}

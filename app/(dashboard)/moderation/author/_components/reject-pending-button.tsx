"use client";

import { AlertDialog } from "radix-ui";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import { controlClass } from "@/app/_components/form-field";

import { rejectAuthorPending } from "../actions";

/** Rejects every pending comment of this author on the site, after a confirmation that takes an optional reason. */
export function RejectPendingButton({
  commentId,
  count,
  author,
}: {
  commentId: string;
  count: number;
  author: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, startTransition] = useTransition();
  const label = `Reject all ${count} pending`;
  const confirm = () =>
    startTransition(async () => {
      const result = await rejectAuthorPending({ comment_id: commentId, reason: reason || undefined });
      if (!result.ok) return void toast.error(result.message);
      const { succeeded, failed } = result.data;
      toast.success(
        `Rejected ${succeeded} comment${succeeded === 1 ? "" : "s"}${failed ? `; ${failed} could not be` : ""}`,
      );
      setOpen(false);
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (setOpen(next), setReason(""))}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger-outline">{label}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-foreground">
            Reject {count} pending comment{count === 1 ? "" : "s"} by {author}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Each is rejected on its own, with an entry in its history naming you. A rejected comment can be approved
            again later.
          </AlertDialog.Description>
          <label className="mt-4 flex flex-col gap-1.5 text-sm font-medium text-foreground">
            Reason (optional)
            <input
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              className={controlClass()}
            />
          </label>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={pending} onClick={confirm}>
              {pending ? "Rejecting…" : label}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

"use client";

import { AlertDialog } from "radix-ui";
import { useRef } from "react";

import { Button } from "@/app/_components/button";

/** Asks before deleting `count` comments (final, no undo); the Delete button has focus, so Enter confirms. */
export function DeleteDialog({
  count,
  onConfirm,
  onCancel,
}: {
  count: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const content = useRef<HTMLDivElement>(null);
  const what = count === 1 ? "this comment" : `${count?.toLocaleString("en")} comments`;
  return (
    <AlertDialog.Root open={count !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          ref={content}
          onOpenAutoFocus={(event) => (
            event.preventDefault(),
            content.current?.querySelector<HTMLButtonElement>("[data-confirm]")?.focus()
          )}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-foreground">Delete {what}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Deleting is final: the content is erased for good and cannot be undone. To hide a comment but keep it,
            reject it instead.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button data-confirm variant="danger" onClick={onConfirm}>
                Delete {count === 1 ? "" : what}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

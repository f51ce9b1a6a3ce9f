"use client";

import { Dialog } from "radix-ui";

import { Button } from "@/app/_components/button";

/** The queue's keyboard shortcuts, as `?` shows them (and docs/moderation.md lists them). */
export const queueShortcuts: [string, string][] = [
  ["j / k", "Next / previous comment"],
  ["a", "Approve"],
  ["r", "Reject (type a reason if you like, Enter confirms)"],
  ["s", "Mark as spam"],
  ["d", "Delete (asks first; final)"],
  ["b", "Ban the author"],
  ["x", "Select or unselect"],
  ["o", "Open the comment on its page (new tab)"],
  ["/", "Search"],
  ["z or Ctrl+Z", "Undo the last decision (10 seconds)"],
  ["?", "This list"],
];

/** The shortcuts in a dialog; open while `open`, closed by Escape or its button. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-foreground">Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            They act on the highlighted comment; they are off while you type in a field.
          </Dialog.Description>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {queueShortcuts.map(([keys, what]) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="rounded border border-input bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
                    {keys}
                  </kbd>
                </dt>
                <dd className="text-foreground">{what}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

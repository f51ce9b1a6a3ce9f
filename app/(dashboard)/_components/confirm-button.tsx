"use client";

import { AlertDialog } from "radix-ui";
import { useState, useTransition, type ReactNode } from "react";

import { Button } from "@/app/_components/button";

/**
 * A destructive action behind a confirmation: the dialog says what will happen; with `typed`, the
 * person must type that word (a site's name) before the button works.
 */
export function ConfirmButton(props: {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  typed?: string;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, startTransition] = useTransition();
  const ready = !props.typed || typed === props.typed;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (setOpen(next), setTyped(""))}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger-outline">{props.label}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-foreground">{props.title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-muted-foreground">{props.description}</div>
          </AlertDialog.Description>
          {props.typed && (
            <label className="mt-4 block text-sm text-foreground">
              Type <strong className="font-mono">{props.typed}</strong> to confirm
              <input
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                className="mt-1.5 w-full rounded-md border border-input bg-card px-3 py-2"
              />
            </label>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={!ready || pending}
              onClick={() => startTransition(async () => (await props.onConfirm(), setOpen(false)))}
            >
              {pending ? "Working…" : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

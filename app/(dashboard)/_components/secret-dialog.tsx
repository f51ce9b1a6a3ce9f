"use client";

import { TriangleAlert } from "lucide-react";
import { Dialog } from "radix-ui";

import { Button } from "@/app/_components/button";

import { CopyButton } from "./copy-button";

/** Shows a new secret once (an API key, a webhook or SSO secret), with a copy button and the warning that it will not be shown again. */
export function SecretDialog({
  title,
  secret,
  onClose,
}: {
  title: string;
  secret: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-foreground">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 flex gap-2 rounded-md bg-warning-muted p-3 text-sm text-warning">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            Copy it now and keep it somewhere safe: it will not be shown again.
          </Dialog.Description>
          <code
            data-testid="secret-value"
            className="mt-4 block break-all rounded-md bg-muted p-3 font-mono text-sm text-foreground"
          >
            {secret}
          </code>
          <div className="mt-6 flex justify-end gap-2">
            {secret && <CopyButton value={secret} />}
            <Dialog.Close asChild>
              <Button>Done</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

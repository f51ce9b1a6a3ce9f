"use client";

import { Dialog } from "radix-ui";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import type { MemberRole } from "@/lib/core/member-roles";
import type { ActionResult } from "@/lib/http/action-result";
import type { MembershipView } from "@/lib/members/serialize-membership";

import { changeRole } from "../actions";
import { RoleFields } from "./role-fields";

type Props = { membership: MembershipView; actorRole: MemberRole; sites: { id: string; name: string }[] };

// Inside the dialog's content, so each opening starts without the last refusal.
function ChangeRoleForm({ membership, actorRole, sites, onDone }: Props & { onDone: () => void }) {
  const [state, setState] = useState<ActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(async () => {
          const result = await changeRole(null, data);
          if (!result.ok) return setState(result);
          toast.success(`${result.data.email} is now ${result.data.role}`);
          onDone();
        });
      }}
      className="mt-5 flex flex-col gap-5"
    >
      <input type="hidden" name="membership_id" value={membership.id} />
      <RoleFields
        actorRole={actorRole}
        defaultRole={membership.role}
        defaultSites={membership.site_ids}
        sites={sites}
        errors={errors}
      />
      {state && !state.ok && (
        <p role="alert" className="rounded-md bg-danger-muted p-3 text-sm text-danger">
          {state.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary" type="button">
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save role"}
        </Button>
      </div>
    </form>
  );
}

/** Changes one member's role (and a moderator's sites) in a dialog; a refusal (the last owner) is said in it. */
export function ChangeRoleDialog(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Change role</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-card p-6 shadow-xl">
          <Dialog.Title className="break-all text-lg font-semibold text-foreground">
            Change the role of {props.membership.email}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            It applies from their next page or action.
          </Dialog.Description>
          <ChangeRoleForm {...props} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

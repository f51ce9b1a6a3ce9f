"use client";

import { Dialog } from "radix-ui";
import { useState } from "react";
import { FormProvider } from "react-hook-form";

import { Button } from "@/app/_components/button";
import type { MemberRole } from "@/lib/core/member-roles";
import { changeMemberRoleBody } from "@/lib/members/member-schemas";
import type { MembershipView } from "@/lib/members/serialize-membership";

import { useActionForm } from "../../../_components/use-action-form";
import { changeRole } from "../actions";
import { RoleFields } from "./role-fields";

type Props = { membership: MembershipView; actorRole: MemberRole; sites: { id: string; name: string }[] };

// Inside the dialog's content, so each opening starts without the last refusal.
function ChangeRoleForm({ membership, actorRole, sites, onDone }: Props & { onDone: () => void }) {
  const { form, pending, refusal, formProps } = useActionForm({
    schema: changeMemberRoleBody,
    action: changeRole,
    defaultValues: { membership_id: membership.id, role: membership.role, site_ids: membership.site_ids },
    saved: (changed) => `${changed.email} is now ${changed.role}`,
    onSaved: onDone,
  });
  return (
    <FormProvider {...form}>
      <form {...formProps} className="mt-5 flex flex-col gap-5">
        <RoleFields actorRole={actorRole} defaultRole={membership.role} sites={sites} />
        {/* The server's reason in words too (the last owner), beside the field it is about. */}
        {refusal && (
          <p role="alert" className="rounded-md bg-danger-muted p-3 text-sm text-danger">
            {refusal.message}
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
    </FormProvider>
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

"use client";

import { Send } from "lucide-react";
import { startTransition, useActionState, useEffect, useState } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";
import type { MemberRole } from "@/lib/core/member-roles";

import { invite } from "../actions";
import { RoleFields } from "./role-fields";

/** An invitation by e-mail with a role; the address gets a link that signs it in. */
export function InviteMemberForm({
  actorRole,
  sites,
}: {
  actorRole: MemberRole;
  sites: { id: string; name: string }[];
}) {
  const [state, action, pending] = useActionState(invite, null);
  // A fresh form after each success (the key is the last membership made), kept as typed after a refusal.
  const [lastMade, setLastMade] = useState<string | null>(null);
  if (state?.ok && state.data.id !== lastMade) setLastMade(state.data.id);
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      toast.success(`Invitation sent to ${state.data.email}`);
    } else if (!Object.keys(state.fieldErrors).length) toast.error(state.message);
  }, [state]);
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form
      key={lastMade ?? "new"}
      // Submitted by hand, not as a form action, so a refused address stays in the field to be fixed.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
      className="flex flex-col gap-5"
    >
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        required
        maxLength={254}
        placeholder="name@example.com"
        error={errors.email}
        autoComplete="off"
      />
      <RoleFields actorRole={actorRole} defaultRole="moderator" defaultSites={[]} sites={sites} errors={errors} />
      <div>
        <Button type="submit" disabled={pending}>
          <Send className="size-4" aria-hidden /> {pending ? "Sending…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}

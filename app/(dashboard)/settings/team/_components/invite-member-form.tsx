"use client";

import { Send } from "lucide-react";
import Link from "next/link";
import { FormProvider } from "react-hook-form";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";
import type { MemberRole } from "@/lib/core/member-roles";
import { inviteMemberBody } from "@/lib/members/member-schemas";

import { useActionForm } from "../../../_components/use-action-form";
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
  const { form, field, pending, refusal, formProps } = useActionForm({
    schema: inviteMemberBody,
    action: invite,
    defaultValues: { email: "", role: "moderator", site_ids: [] },
    saved: (invited) => `Invitation sent to ${invited.email}`,
    // A fresh form for the next invitation.
    onSaved: () => form.reset(),
    refused: "Not sent: check the highlighted fields.",
  });
  return (
    <FormProvider {...form}>
      <form {...formProps} className="flex flex-col gap-5">
        <TextField
          label="E-mail address"
          type="email"
          required
          maxLength={254}
          placeholder="name@example.com"
          autoComplete="off"
          {...field("email")}
        />
        {/* The plan's member limit is no one field's fault: said under the address, with the way to the plan. */}
        {refusal?.code === "plan_required" && (
          <p role="alert" className="-mt-3 text-sm text-danger">
            {refusal.message}{" "}
            <Link href="/settings/plan" className="font-medium underline underline-offset-4">
              See the plan
            </Link>
          </p>
        )}
        <RoleFields actorRole={actorRole} defaultRole="moderator" sites={sites} />
        <div>
          <Button type="submit" disabled={pending}>
            <Send className="size-4" aria-hidden /> {pending ? "Sending…" : "Send invitation"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

import { parseArgs } from "node:util";

import { applyMigrations } from "@/lib/db/apply-migrations";
import { databaseUrl } from "@/lib/db/database-url";
import { inviteMember } from "@/lib/members/invite-member";
import { listMembers } from "@/lib/members/list-members";
import { inviteMemberBody } from "@/lib/members/member-schemas";

import { helpText } from "./help-text";

/** `threadline members invite|list`: dashboard members of an account. */
export async function runMembers(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      account: { type: "string" },
      email: { type: "string" },
      role: { type: "string", default: "moderator" },
      json: { type: "boolean", default: false },
    },
  });
  if (!values.account || (action !== "invite" && action !== "list")) throw new Error(`usage:\n${helpText("members")}`);
  await applyMigrations(databaseUrl());
  if (action === "list") {
    const members = await listMembers(values.account);
    console.log(
      values.json
        ? JSON.stringify(members)
        : members.map((m) => `${m.id}  ${m.role.padEnd(9)}  ${m.status.padEnd(7)}  ${m.email}`).join("\n"),
    );
    return;
  }
  const parsed = inviteMemberBody.safeParse({ email: values.email, role: values.role });
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `--${String(i.path[0])} ${i.message}`).join("\n"));
  const membership = await inviteMember(values.account, parsed.data);
  console.log(
    values.json
      ? JSON.stringify(membership)
      : `${membership.email} invited as ${membership.role}; the invitation e-mail carries a sign-in link (7 days).`,
  );
}

import { redirect } from "next/navigation";

import { hasRole, managerRoles } from "@/lib/core/member-roles";
import { currentMember } from "@/lib/http/current-member";

/** The dashboard's front door: owners and admins land on their sites, moderators on the queue. */
export default async function DashboardHome() {
  const member = await currentMember();
  redirect(hasRole(member.role, managerRoles) ? "/sites" : "/moderation");
}

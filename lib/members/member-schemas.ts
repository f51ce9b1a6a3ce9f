import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";
import { memberRoles } from "@/lib/core/member-roles";

/** An invitation: who, with which role, and for a moderator the sites they may moderate (none: all). */
export const inviteMemberBody = z.strictObject({
  email: z
    .email("must be an e-mail address")
    .max(254)
    .transform((v) => v.toLowerCase()),
  role: z.enum(memberRoles, "must be owner, admin or moderator"),
  site_ids: z.array(idSchema("site", "a site id")).max(500).default([]),
});

/** A change of one membership's role (and a moderator's sites). */
export const changeMemberRoleBody = z.strictObject({
  membership_id: idSchema("msh", "a membership id"),
  role: z.enum(memberRoles, "must be owner, admin or moderator"),
  site_ids: z.array(idSchema("site", "a site id")).max(500).default([]),
});

/** One membership to remove. */
export const removeMemberBody = z.strictObject({ membership_id: idSchema("msh", "a membership id") });

export type InviteMemberBody = z.output<typeof inviteMemberBody>;

import type { MemberRole } from "@/lib/core/member-roles";

/** A member of an account as the dashboard shows it. */
export type MembershipView = {
  id: string;
  member_id: string;
  email: string;
  name: string | null;
  role: MemberRole;
  site_ids: string[];
  status: "invited" | "active";
  created_at: string;
};

type Row = {
  id: string;
  memberId: string;
  role: string;
  siteIds: string;
  joinedAt: Date | null;
  createdAt: Date;
  member: { email: string; name: string | null };
};

/** Turns a stored membership (with its member) into its view. */
export function serializeMembership(row: Row): MembershipView {
  return {
    id: row.id,
    member_id: row.memberId,
    email: row.member.email,
    name: row.member.name,
    role: row.role as MemberRole,
    site_ids: JSON.parse(row.siteIds) as string[],
    status: row.joinedAt ? "active" : "invited",
    created_at: row.createdAt.toISOString(),
  };
}

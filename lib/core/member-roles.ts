/** The roles a member can hold in an account, most powerful first. */
export const memberRoles = ["owner", "admin", "moderator"] as const;

/** One of the member roles. */
export type MemberRole = (typeof memberRoles)[number];

/** Who may run the account (team, keys, sites, webhooks); moderators work the moderation pages only. */
export const managerRoles: readonly MemberRole[] = ["owner", "admin"];

/** Whether a role is among the allowed ones. */
export function hasRole(role: MemberRole, allowed: readonly MemberRole[]): boolean {
  return allowed.includes(role);
}

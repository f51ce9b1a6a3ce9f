import { LogOut, Users } from "lucide-react";

import { Button } from "@/app/_components/button";
import { managerRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { listMembers } from "@/lib/members/list-members";
import { listSiteNames } from "@/lib/sites/list-site-names";

import { signOutEverywhere } from "../../_actions/sign-out";
import { Card } from "../../_components/card";
import { EmptyState } from "../../_components/empty-state";
import { PageHeader } from "../../_components/page-header";
import { ToneBadge } from "../../_components/tone-badge";
import { helpLinks } from "../../_lib/help-links";
import { ChangeRoleDialog } from "./_components/change-role-dialog";
import { InviteMemberForm } from "./_components/invite-member-form";
import { RemoveMemberButton } from "./_components/remove-member-button";

export const metadata = { title: "Team" };

/** Settings → Team: who works in the account with which role, invitations, role changes and removals. */
export default async function TeamPage() {
  const member = await requireRole(managerRoles);
  const [members, sites] = await Promise.all([listMembers(member.accountId), listSiteNames(member.accountId)]);
  const siteName = new Map(sites.map((site) => [site.id, site.name]));
  const owners = members.filter((m) => m.role === "owner").length;
  return (
    <>
      <PageHeader
        help={{ href: helpLinks.team, topic: "the team" }}
        title="Team"
        description={`Who works in ${member.accountName}. Owners and admins run the account; moderators see only the moderation pages.`}
      />
      <div className="flex flex-col gap-6">
        <Card
          title="Members"
          description={`${members.length} member${members.length === 1 ? "" : "s"}, ${owners} owner${owners === 1 ? "" : "s"}. An account always keeps at least one owner.`}
        >
          {members.length === 0 ? (
            <EmptyState icon={<Users className="size-8" />} title="No members yet" />
          ) : (
            <ul className="divide-y divide-border">
              {members.map((m) => {
                const self = m.member_id === member.memberId;
                // Only an owner changes or removes an owner; the server checks it again.
                const mayManage = m.role !== "owner" || member.role === "owner";
                return (
                  <li
                    key={m.id}
                    data-testid="member-row"
                    className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                        <span className="break-all">{m.name ?? m.email}</span>
                        <ToneBadge tone={m.role === "moderator" ? "neutral" : "accent"}>{m.role}</ToneBadge>
                        <ToneBadge tone={m.status === "active" ? "good" : "warn"}>{m.status}</ToneBadge>
                        {self && <span className="text-sm font-normal text-muted-foreground">(you)</span>}
                      </p>
                      {m.name && <p className="break-all text-sm text-muted-foreground">{m.email}</p>}
                      {m.role === "moderator" && (
                        <p className="text-sm text-muted-foreground">
                          Sites:{" "}
                          {m.site_ids.length
                            ? m.site_ids.map((id) => siteName.get(id) ?? "a deleted site").join(", ")
                            : "all sites"}
                        </p>
                      )}
                    </div>
                    {mayManage && (
                      <div className="flex shrink-0 gap-2">
                        <ChangeRoleDialog membership={m} actorRole={member.role} sites={sites} />
                        <RemoveMemberButton membershipId={m.id} email={m.email} self={self} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card
          title="Invite a member"
          description="They get an e-mail with a link that signs them in, valid for 7 days."
        >
          <InviteMemberForm actorRole={member.role} sites={sites} />
        </Card>
        <Card
          title="Your sessions"
          description={`Signed in as ${member.email}. Signing out everywhere ends every dashboard session of yours, this one included.`}
        >
          <form action={signOutEverywhere}>
            <Button type="submit" variant="secondary">
              <LogOut className="size-4" aria-hidden /> Sign out everywhere
            </Button>
          </form>
        </Card>
      </div>
    </>
  );
}

import { MailX } from "lucide-react";

import { hasRole, managerRoles, memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { findNotifyComments } from "@/lib/notifications/find-notify-comments";
import { findNotifyPending } from "@/lib/notifications/find-notify-pending";
import { listSuppressions } from "@/lib/notifications/list-suppressions";
import { notificationConfig } from "@/lib/notifications/notification-config";

import { Card } from "../../_components/card";
import { EmptyState } from "../../_components/empty-state";
import { PageHeader } from "../../_components/page-header";
import { ToneBadge } from "../../_components/tone-badge";
import { UtcTime } from "../../_components/utc-time";
import { helpLinks } from "../../_lib/help-links";
import { LeaveAccountButton } from "../general/_components/leave-account-button";
import { AddSuppressionForm } from "./_components/add-suppression-form";
import { ClearSuppressionButton } from "./_components/clear-suppression-button";
import { CommentNotificationsForm } from "./_components/comment-notifications-form";
import { NotificationsForm } from "./_components/notifications-form";

const shown = 50;
const reasonWords = { bounce: "bounced", complaint: "complained", manual: "stopped by hand" } as const;
const sourceWords = { dashboard: "in the dashboard", api: "over the API", cli: "by the operator" } as const;

export const metadata = { title: "Notifications" };

/**
 * Settings → Notifications: the member's own e-mail about new pending comments and about new
 * comments on their sites, in the current account; owners and admins also see the account's
 * stopped addresses (mail suppressions).
 */
export default async function NotificationsPage() {
  const member = await requireRole(memberRoles);
  const manager = hasRole(member.role, managerRoles);
  const [current, comments, suppressions] = await Promise.all([
    findNotifyPending(member.accountId, member.memberId),
    findNotifyComments(member.accountId, member.memberId),
    manager ? listSuppressions({ accountId: member.accountId }, { page: 1, per_page: shown }) : null,
  ]);
  const reach =
    member.role === "moderator" && member.siteIds.length > 0
      ? "one of the sites you moderate"
      : "any of the account's sites";
  return (
    <>
      <PageHeader
        help={{ href: helpLinks.notifications, topic: "notifications" }}
        title="Notifications"
        description={`Your own e-mail settings in ${member.accountName}; other members choose theirs.`}
      />
      <Card
        title="New comments to moderate"
        description={`E-mail to ${member.email} when a comment on ${reach} is held for moderation or sent back to the queue by reader flags.`}
      >
        <NotificationsForm current={current} eachPerHour={notificationConfig().eachPerHour} />
      </Card>
      <Card
        className="mt-6"
        title="New comments on my sites"
        description={`E-mail to ${member.email} when a comment on ${reach} is published, or approved from the queue.`}
      >
        <CommentNotificationsForm current={comments} eachPerHour={notificationConfig().eachPerHour} />
      </Card>
      {suppressions && (
        <Card
          className="mt-6"
          title="Stopped addresses"
          description="Addresses that bounced or complained get no mail from this account (reader notifications, members' notifications) until you clear them. A mail provider's webhook can add them over the API."
        >
          {suppressions.total === 0 ? (
            <EmptyState icon={<MailX className="size-8" />} title="No stopped addresses" />
          ) : (
            <ul className="divide-y divide-border" aria-label="Stopped addresses">
              {suppressions.suppressions.map((s) => (
                <li
                  key={s.id}
                  data-testid="suppression-row"
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                      <span className="break-all">{s.email}</span>
                      <ToneBadge tone={s.reason === "manual" ? "neutral" : "warn"}>{reasonWords[s.reason]}</ToneBadge>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Added {sourceWords[s.source]}, <UtcTime iso={s.created_at} />
                    </p>
                  </div>
                  <div className="shrink-0">
                    <ClearSuppressionButton suppressionId={s.id} email={s.email} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {suppressions.total > shown && (
            <p className="mt-3 text-sm text-muted-foreground">
              The newest {shown} of {suppressions.total}; GET /v1/mail-suppressions lists them all.
            </p>
          )}
          <div className="mt-6 border-t border-border pt-6">
            <AddSuppressionForm />
          </div>
        </Card>
      )}
      {/* Owners and admins leave from Settings → General, which moderators do not see. */}
      {member.role === "moderator" && (
        <Card title="Leave this account" className="mt-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {member.accounts.length > 1
                ? `You stop moderating ${member.accountName} at once; your other accounts stay as they are.`
                : `You stop moderating ${member.accountName} at once. It is your only account, so you will be signed out.`}
            </p>
            <div className="shrink-0">
              <LeaveAccountButton accountName={member.accountName} lastAccount={member.accounts.length <= 1} />
            </div>
          </div>
        </Card>
      )}
    </>
  );
}

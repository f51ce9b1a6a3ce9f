import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { findNotifyPending } from "@/lib/notifications/find-notify-pending";
import { notificationConfig } from "@/lib/notifications/notification-config";

import { Card } from "../../_components/card";
import { PageHeader } from "../../_components/page-header";
import { helpLinks } from "../../_lib/help-links";
import { LeaveAccountButton } from "../general/_components/leave-account-button";
import { NotificationsForm } from "./_components/notifications-form";

export const metadata = { title: "Notifications" };

/** Settings → Notifications: the member's own e-mail about new pending comments, in the current account. */
export default async function NotificationsPage() {
  const member = await requireRole(memberRoles);
  const current = await findNotifyPending(member.accountId, member.memberId);
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

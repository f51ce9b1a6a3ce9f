import { db } from "@/lib/db/client";

/** One step of getting started, ticked from the account's real data. */
export type ChecklistItem = {
  key: "widget_installed" | "first_comment" | "moderation_chosen" | "teammate_invited" | "api_key_or_webhook";
  done: boolean;
  /** The dashboard page where the step is taken. */
  href: string;
};

/** The getting-started checklist of an account, and whether its owner hid it. */
export type OnboardingChecklist = { dismissed: boolean; items: ChecklistItem[] };

/** The checklist of the dashboard's home, each item read from what the account has (never a stored tick). */
export async function getOnboardingChecklist(accountId: string): Promise<OnboardingChecklist> {
  const [account, sites, members, keys, webhooks] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: accountId }, select: { onboardingDismissedAt: true } }),
    db().site.findMany({
      where: { accountId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, widgetSeenAt: true, moderationChosenAt: true },
    }),
    db().membership.count({ where: { accountId } }),
    db().apiKey.count({ where: { accountId } }),
    db().webhookEndpoint.count({ where: { accountId } }),
  ]);
  const comment = await db().comment.findFirst({
    where: { livemode: true, siteId: { in: sites.map((s) => s.id) } },
    select: { id: true },
  });
  const firstSite = sites[0];
  const installed = sites.filter((s) => s.widgetSeenAt).length;
  const chosen = sites.filter((s) => s.moderationChosenAt).length;
  const site = firstSite ? `/sites/${firstSite.id}` : "/sites";
  return {
    dismissed: account.onboardingDismissedAt !== null,
    items: [
      { key: "widget_installed", done: installed > 0, href: firstSite ? `${site}/installation` : "/sites/new" },
      { key: "first_comment", done: comment !== null, href: firstSite ? `${site}/installation` : "/sites/new" },
      { key: "moderation_chosen", done: chosen > 0, href: firstSite ? `${site}/moderation` : "/sites/new" },
      { key: "teammate_invited", done: members > 1, href: "/settings/team" },
      { key: "api_key_or_webhook", done: keys + webhooks > 0, href: "/settings/api-keys" },
    ],
  };
}

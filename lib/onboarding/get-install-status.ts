import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

/** Where a site's installation stands: the widget's first load on its pages, and its first live comment. */
export type InstallStatus = {
  installed: { at: string; page_url: string | null } | null;
  first_comment: { at: string; page_url: string; comment_id: string } | null;
};

/** The install check of a site of the account (another account's site is reported as missing). */
export async function getInstallStatus(accountId: string, siteId: string): Promise<InstallStatus> {
  const site = await findAccountSite(accountId, siteId);
  const comment = await db().comment.findFirst({
    where: { siteId: site.id, livemode: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, createdAt: true, thread: { select: { url: true } } },
  });
  return {
    installed: site.widgetSeenAt ? { at: site.widgetSeenAt.toISOString(), page_url: site.widgetSeenUrl } : null,
    first_comment: comment
      ? { at: comment.createdAt.toISOString(), page_url: comment.thread.url, comment_id: comment.id }
      : null,
  };
}

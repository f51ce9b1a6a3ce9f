import { AppError } from "@/lib/core/app-error";
import { listSiteNames } from "@/lib/sites/list-site-names";

/** Who is looking at the queue: the member's account and, for a moderator limited to some sites, those. */
export type QueueMember = { accountId: string; memberId: string; siteIds: string[] };

/**
 * The sites a member may moderate (every site of the account, or a moderator's own), and the ids a
 * view covers: all of them, or the one `site` names. A site outside the reach (another account's,
 * or not the moderator's) is missing, like one that does not exist. `reachIds`: every site in reach.
 */
export async function resolveQueueReach(member: QueueMember, site?: string) {
  const all = await listSiteNames(member.accountId);
  const sites = member.siteIds.length ? all.filter((s) => member.siteIds.includes(s.id)) : all;
  if (site && site !== "all" && !sites.some((s) => s.id === site))
    throw new AppError("site_not_found", `No site ${site} exists.`);
  const siteIds = site && site !== "all" ? [site] : sites.map((s) => s.id);
  return { sites, siteIds, reachIds: sites.map((s) => s.id) };
}

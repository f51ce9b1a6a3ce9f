import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";
import { textContains } from "@/lib/db/text-contains";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeThread } from "./serialize-thread";
import type { SiteThreadsQuery } from "./site-threads-query";

/**
 * One page of a site's threads in the scope's mode, latest activity first, optionally only those
 * whose URL or title contains `q` (any case). The site must be the scope's account's (else
 * site_not_found). The walk is the index on (siteId, livemode, lastActivityAt), in its order; the
 * search filters rows along it.
 */
export async function searchSiteThreads(scope: AccountScope, siteId: string, query: SiteThreadsQuery) {
  const site = await findAccountSite(scope.accountId, siteId);
  const where = {
    siteId: site.id,
    livemode: scope.livemode,
    ...(query.q ? { OR: [{ url: textContains(query.q) }, { title: textContains(query.q) }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db().thread.findMany({
      where,
      orderBy: [{ lastActivityAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    }),
    db().thread.count({ where }),
  ]);
  return {
    threads: rows.map(serializeThread),
    total,
    page: query.page,
    per_page: query.per_page,
    has_more: query.page * query.per_page < total,
  };
}

import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeThread } from "./serialize-thread";
import type { ListThreadsQuery } from "./thread-schemas";

/** One page of a site's threads in the scope's mode, newest activity first, with their comment counts. */
export async function listThreads(scope: AccountScope, input: ListThreadsQuery) {
  const site = await findAccountSite(scope.accountId, input.site_id);
  const where = { siteId: site.id, livemode: scope.livemode };
  const [rows, total] = await Promise.all([
    db().thread.findMany({
      where,
      orderBy: [{ lastActivityAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().thread.count({ where }),
  ]);
  return {
    threads: rows.map(serializeThread),
    total,
    page: input.page,
    per_page: input.per_page,
    has_more: input.page * input.per_page < total,
  };
}

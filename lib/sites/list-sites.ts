import { db } from "@/lib/db/client";

import { serializeSite } from "./serialize-site";
import type { SiteView } from "./site-schemas";

/** One page of an account's sites, oldest first. */
export async function listSites(accountId: string, input: { page: number; per_page: number }) {
  const where = { accountId };
  const [rows, total] = await Promise.all([
    db().site.findMany({
      where,
      include: { domains: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().site.count({ where }),
  ]);
  const sites: SiteView[] = rows.map(serializeSite);
  return { sites, total, page: input.page, per_page: input.per_page, has_more: input.page * input.per_page < total };
}

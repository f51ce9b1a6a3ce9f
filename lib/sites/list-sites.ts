import { db } from "@/lib/db/client";

import { serializeSite } from "./serialize-site";
import type { SiteView } from "./site-schemas";

/** One page of an account's sites, oldest first. */
export async function listSites(input: { accountId: string; page: number; perPage: number }) {
  const where = { accountId: input.accountId };
  const [rows, total] = await Promise.all([
    db().site.findMany({
      where,
      include: { domains: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.perPage,
      take: input.perPage,
    }),
    db().site.count({ where }),
  ]);
  const sites: SiteView[] = rows.map(serializeSite);
  return { sites, total, page: input.page, per_page: input.perPage, has_more: input.page * input.perPage < total };
}

import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

/** What a site's origin check needs: its embed settings as stored and its domains. */
export type SiteOrigins = { embedJson: string; hosts: string[] };

const origins = defineStatement((q, p: { siteId: string }) =>
  q
    .selectFrom("Site as s")
    .leftJoin("SiteDomain as d", "d.siteId", "s.id")
    .select(["s.embedJson", "d.host"])
    .where("s.id", "=", p.siteId),
);

/** A site's stored embed settings and domains, or null when there is no such site (every browser request runs it: a prepared read). */
export async function findSiteOrigins(siteId: string): Promise<SiteOrigins | null> {
  const rows = await readRows(origins, { siteId });
  if (!rows.length) return null;
  return { embedJson: rows[0]!.embedJson, hosts: rows.flatMap((row) => (row.host === null ? [] : [row.host])) };
}

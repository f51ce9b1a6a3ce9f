import { readRows } from "./read-rows";

/** What a site's origin check needs: its embed settings as stored and its domains. */
export type SiteOrigins = { embedJson: string; hosts: string[] };

/** A site's stored embed settings and domains, or null when there is no such site (every browser request runs it: a prepared read). */
export async function findSiteOrigins(siteId: string): Promise<SiteOrigins | null> {
  const rows = await readRows((q) =>
    q
      .selectFrom("Site as s")
      .leftJoin("SiteDomain as d", "d.siteId", "s.id")
      .select(["s.embedJson", "d.host"])
      .where("s.id", "=", siteId),
  );
  if (!rows.length) return null;
  return { embedJson: rows[0]!.embedJson, hosts: rows.flatMap((row) => (row.host === null ? [] : [row.host])) };
}

import { readRows } from "./read-rows";

/** What a site's origin check needs: its embed settings as stored and its domains. */
export type SiteOrigins = { embedJson: string; hosts: string[] };

const origins = {
  name: "threadline_site_origins",
  sqlite: `SELECT s."embedJson", d."host" FROM "Site" s LEFT JOIN "SiteDomain" d ON d."siteId" = s."id" WHERE s."id" = ?`,
  postgresql: `SELECT s."embedJson", d."host" FROM "Site" s LEFT JOIN "SiteDomain" d ON d."siteId" = s."id" WHERE s."id" = $1`,
};

/** A site's stored embed settings and domains, or null when there is no such site (every browser request runs it: a prepared read). */
export async function findSiteOrigins(siteId: string): Promise<SiteOrigins | null> {
  const rows = await readRows<{ embedJson: string; host: string | null }>(origins, [siteId]);
  if (!rows.length) return null;
  return { embedJson: rows[0]!.embedJson, hosts: rows.flatMap((row) => (row.host === null ? [] : [row.host])) };
}

import type { SiteDomainRow, SiteRow } from "@/lib/db/model-types";

/** A site as the API shows it. */
export type SiteView = { id: string; name: string; domains: string[]; created_at: string; updated_at: string };

/** Turns a stored site and its domains into its public shape. */
export function serializeSite(row: SiteRow & { domains: SiteDomainRow[] }): SiteView {
  return {
    id: row.id,
    name: row.name,
    domains: row.domains.map((d) => d.host).sort(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

import type { SiteDomainRow, SiteRow } from "@/lib/db/model-types";

import type { SiteView } from "./site-schemas";
import { readSiteSettings } from "./site-settings";

/** Turns a stored site and its domains into its public shape, settings over their defaults. */
export function serializeSite(row: SiteRow & { domains: SiteDomainRow[] }): SiteView {
  return {
    id: row.id,
    name: row.name,
    domains: row.domains.map((d) => d.host).sort(),
    ...readSiteSettings(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

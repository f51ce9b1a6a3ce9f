import { z } from "zod";
import { paginationQuery } from "@/lib/core/pagination";

/** Query of GET /v1/sites. */
export const listSitesQuery = z.object({ ...paginationQuery });

/** A site as the API answers it. */
export const siteSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    domains: z.array(z.string()),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Site" });

/** The list envelope of sites. */
export const siteListSchema = z
  .object({
    sites: z.array(siteSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: "SiteList" });

import { z } from "zod";

import { displayNameSchema } from "@/lib/core/display-name-schema";
import { idSchema } from "@/lib/core/id-schema";
import { isLoopbackHost } from "@/lib/core/is-loopback-host";
import { paginationQuery } from "@/lib/core/pagination";

import { hostOfPastedDomain } from "./host-of-pasted-domain";
import { embedSchema, moderationSchema, themeSchema } from "./site-settings-schemas";

const label = "(?!-)[a-z0-9-]{1,63}(?<!-)";
/**
 * A site domain: a lower-case host name, optionally `*.` for every subdomain of it, or a loopback
 * host with a port (`localhost:3000`). A pasted URL or `host:port` is reduced to that first.
 */
export const domainSchema = z
  .string()
  .max(2048)
  .transform(hostOfPastedDomain)
  .refine(
    (host) =>
      host.length <= 253 &&
      new RegExp(`^(\\*\\.)?(${label}\\.)*${label}(:[0-9]{1,5})?$`).test(host) &&
      (!host.includes(":") || isLoopbackHost(host)) &&
      !/^\*\.[^.]+$/.test(host),
    { message: "must be a host name such as example.com or *.example.com, or a web address on it" },
  );

const domains = z
  .array(domainSchema)
  .min(1, "a site needs at least one domain")
  .max(50)
  .transform((hosts) => [...new Set(hosts)]);

/** The longest site name, in characters. */
export const maxSiteNameLength = 100;
const siteName = displayNameSchema(maxSiteNameLength);

/** Path parameters of /v1/sites/{site_id}/…. */
export const siteIdParams = z.object({
  site_id: idSchema("site", "a site id"),
});

/** Query of GET /v1/sites. */
export const listSitesQuery = z.object({ ...paginationQuery });

/** Body of POST /v1/sites: settings left out start at their defaults. */
export const createSiteBody = z
  .strictObject({
    name: siteName,
    domains,
    theme: themeSchema.partial().optional(),
    embed: embedSchema.partial().optional(),
    moderation: moderationSchema.partial().optional(),
  })
  .meta({ id: "CreateSiteRequest" });

/** Body of PATCH /v1/sites/{site_id}: only what is given changes; settings merge field by field. */
export const updateSiteBody = z
  .strictObject({
    name: siteName.optional(),
    domains: domains.optional(),
    theme: themeSchema.partial().optional(),
    embed: embedSchema.partial().optional(),
    moderation: moderationSchema.partial().optional(),
  })
  .meta({ id: "UpdateSiteRequest" });

/** A site as the API answers it. */
export const siteSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    domains: z.array(z.string()),
    theme: themeSchema,
    embed: embedSchema,
    moderation: moderationSchema,
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

export type CreateSiteBody = z.output<typeof createSiteBody>;
export type UpdateSiteBody = z.output<typeof updateSiteBody>;
export type SiteView = z.output<typeof siteSchema>;

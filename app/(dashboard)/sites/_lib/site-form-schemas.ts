import { z } from "zod";

import { createSiteBody, siteIdParams, updateSiteBody } from "@/lib/sites/site-schemas";
import { embedSchema, moderationSchema } from "@/lib/sites/site-settings-schemas";

import { listText } from "./list-text";

// Domains and origins never hold a comma, so they may be comma separated too; a blocked phrase may hold one.
const domains = listText(createSiteBody.shape.domains);
const origins = listText(embedSchema.shape.allowed_origins);
const blockedTerms = listText(moderationSchema.shape.blocked_terms, { commas: false });

/** The new-site form and its action: POST /v1/sites's name and domains, the domains as typed. */
export const createSiteForm = createSiteBody.pick({ name: true }).extend({ domains });

/**
 * A site's settings forms and their action: PATCH /v1/sites/{site_id}'s body with the site id
 * beside it and the lists as typed. Every field is optional, so each page's form sends only its own.
 */
export const siteSettingsForm = updateSiteBody.extend({
  site_id: siteIdParams.shape.site_id,
  domains: domains.optional(),
  embed: embedSchema.partial().extend({ allowed_origins: origins.optional() }).optional(),
  moderation: moderationSchema.partial().extend({ blocked_terms: blockedTerms.optional() }).optional(),
});

/** What a site's settings form holds: its fields as the person edits them. */
export type SiteSettingsValues = z.input<typeof siteSettingsForm>;

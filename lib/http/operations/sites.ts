import { getSiteSpamModel } from "@/lib/screening/get-site-spam-model";
import { resetSiteSpamModel } from "@/lib/screening/reset-site-spam-model";
import { spamModelSchema } from "@/lib/screening/spam-model-schemas";
import { buildEmbedSnippet } from "@/lib/sites/build-embed-snippet";
import { createSite } from "@/lib/sites/create-site";
import { deleteSite } from "@/lib/sites/delete-site";
import { embedSnippetSchema } from "@/lib/sites/embed-snippet-schema";
import { getSite } from "@/lib/sites/get-site";
import { getWidgetConfig } from "@/lib/sites/get-widget-config";
import { listSites } from "@/lib/sites/list-sites";
import {
  createSiteBody,
  listSitesQuery,
  siteIdParams,
  siteListSchema,
  siteSchema,
  updateSiteBody,
} from "@/lib/sites/site-schemas";
import { updateSite } from "@/lib/sites/update-site";
import { widgetConfigSchema } from "@/lib/sites/widget-config-schema";
import { createSsoSecret } from "@/lib/sso/create-sso-secret";
import { deleteSsoSecret } from "@/lib/sso/delete-sso-secret";
import { listSsoSecrets } from "@/lib/sso/list-sso-secrets";
import { createdSsoSecretSchema, ssoSecretListSchema, ssoSecretParams } from "@/lib/sso/sso-secret-schemas";

import { json } from "../json-response";
import { noContent } from "../no-content";
import { publicBaseUrl } from "../public-base-url";
import { publicReadLimits } from "./browser-limits";
import { defineApiKeyOperation } from "./define-api-key-operation";
import { defineClientOperation } from "./define-client-operation";

const site = "/v1/sites/{site_id}";

/** The Sites API: sites, their public widget configuration, embed snippet and SSO secrets. */
export const siteOperations = {
  listSites: defineApiKeyOperation({
    method: "GET",
    path: "/v1/sites",
    summary: "List sites",
    description: "The sites of the key's account.",
    testKeys: "shared-read",
    query: listSitesQuery,
    success: { status: 200, schema: siteListSchema, description: "One page of sites." },
    handle: async ({ query, auth }) =>
      json(await listSites(auth.accountId, { page: query.page, per_page: query.per_page })),
  }),
  createSite: defineApiKeyOperation({
    method: "POST",
    path: "/v1/sites",
    summary: "Create a site",
    description: "Create a site with its domains; theme, embed and moderation settings start at their defaults.",
    testKeys: "live-only",
    body: createSiteBody,
    success: { status: 201, schema: siteSchema, description: "The new site." },
    handle: async ({ body, auth }) => json(await createSite(auth, body), { status: 201 }),
  }),
  getSite: defineApiKeyOperation({
    method: "GET",
    path: site,
    summary: "Get a site",
    description: "A site with its domains and settings.",
    testKeys: "shared-read",
    params: siteIdParams,
    success: { status: 200, schema: siteSchema, description: "The site." },
    handle: async ({ params, auth }) => json(await getSite(auth.accountId, params.site_id)),
  }),
  updateSite: defineApiKeyOperation({
    method: "PATCH",
    path: site,
    summary: "Update a site",
    description: "Change a site's name, domains, theme, embed configuration or moderation settings.",
    testKeys: "live-only",
    params: siteIdParams,
    body: updateSiteBody,
    success: { status: 200, schema: siteSchema, description: "The site after the change." },
    handle: async ({ params, body, auth }) => json(await updateSite(auth, params.site_id, body)),
  }),
  deleteSite: defineApiKeyOperation({
    method: "DELETE",
    path: site,
    summary: "Delete a site",
    description: "Delete a site with its threads, comments and events.",
    testKeys: "live-only",
    params: siteIdParams,
    success: { status: 204, description: "Deleted." },
    handle: async ({ params, auth }) => {
      await deleteSite(auth, params.site_id);
      return noContent();
    },
  }),
  getWidgetConfig: defineClientOperation({
    method: "GET",
    path: `${site}/widget-config`,
    summary: "Get the widget configuration",
    description: "The public widget configuration (no credentials needed; CORS for the site's origins only).",
    testKeys: "public",
    params: siteIdParams,
    success: { status: 200, schema: widgetConfigSchema, description: "What the widget needs." },
    siteOf: ({ params }) => params.site_id,
    limits: publicReadLimits,
    handle: async ({ params }) =>
      json((await getWidgetConfig(params.site_id)).config, { headers: { "Cache-Control": "public, max-age=60" } }),
  }),
  getEmbedSnippet: defineApiKeyOperation({
    method: "GET",
    path: `${site}/embed-snippet`,
    summary: "Get the embed snippet",
    description: "The HTML to paste where comments should appear.",
    testKeys: "shared-read",
    params: siteIdParams,
    success: { status: 200, schema: embedSnippetSchema, description: "The snippet." },
    handle: async ({ req, params, auth }) =>
      json(await buildEmbedSnippet(auth.accountId, params.site_id, publicBaseUrl(req))),
  }),
  listSsoSecrets: defineApiKeyOperation({
    method: "GET",
    path: `${site}/sso-secrets`,
    summary: "List SSO secrets",
    description: "The site's SSO signing secrets (ids and hints, never the secrets).",
    testKeys: "shared-read",
    params: siteIdParams,
    success: { status: 200, schema: ssoSecretListSchema, description: "The secrets." },
    handle: async ({ params, auth }) => json(await listSsoSecrets(auth.accountId, params.site_id)),
  }),
  createSsoSecret: defineApiKeyOperation({
    method: "POST",
    path: `${site}/sso-secrets`,
    summary: "Create an SSO secret",
    description: "Create an SSO signing secret, shown this once (publisher plan and above; two at most).",
    testKeys: "live-only",
    params: siteIdParams,
    success: { status: 201, schema: createdSsoSecretSchema, description: "The new secret, in `secret`." },
    errors: [403, 409],
    handle: async ({ params, auth }) => json(await createSsoSecret(auth, params.site_id), { status: 201 }),
  }),
  deleteSsoSecret: defineApiKeyOperation({
    method: "DELETE",
    path: `${site}/sso-secrets/{secret_id}`,
    summary: "Retire an SSO secret",
    testKeys: "live-only",
    params: ssoSecretParams,
    success: { status: 204, description: "Retired." },
    handle: async ({ params, auth }) => {
      await deleteSsoSecret(auth, params.site_id, params.secret_id);
      return noContent();
    },
  }),
  getSpamModel: defineApiKeyOperation({
    method: "GET",
    path: `${site}/spam-model`,
    summary: "Get the site's spam model",
    description:
      "What the site's spam filter has learned from: its moderators' spam and not-spam decisions (docs/spam.md). Never the features themselves.",
    testKeys: "shared-read",
    params: siteIdParams,
    success: { status: 200, schema: spamModelSchema, description: "The model's state." },
    handle: async ({ params, auth }) => json(await getSiteSpamModel(auth.accountId, params.site_id)),
  }),
  resetSpamModel: defineApiKeyOperation({
    method: "DELETE",
    path: `${site}/spam-model`,
    summary: "Reset the site's spam model",
    description:
      "Forget every decision the site's spam filter learned from; it starts again from the shared default model. Comments keep their scores.",
    testKeys: "live-only",
    params: siteIdParams,
    success: { status: 200, schema: spamModelSchema, description: "The model, reset." },
    handle: async ({ params, auth }) => json(await resetSiteSpamModel(auth.accountId, params.site_id)),
  }),
};

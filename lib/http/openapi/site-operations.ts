import { embedSnippetSchema } from "@/lib/sites/embed-snippet-schema";
import {
  createSiteBody,
  listSitesQuery,
  siteIdParams,
  siteListSchema,
  siteSchema,
  updateSiteBody,
} from "@/lib/sites/site-schemas";
import { widgetConfigSchema } from "@/lib/sites/widget-config-schema";
import { createdSsoSecretSchema, ssoSecretListSchema, ssoSecretParams } from "@/lib/sso/sso-secret-schemas";

import type { ApiOperation } from "./api-operation";

const site = "/v1/sites/{site_id}";

/** The Sites API's operations. */
export const siteOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/v1/sites",
    summary: "List the sites of the key's account.",
    auth: "api_key",
    testKeys: "shared-read",
    query: listSitesQuery,
    success: { status: 200, schema: siteListSchema, description: "One page of sites." },
    errors: [400, 401, 429],
  },
  {
    method: "post",
    path: "/v1/sites",
    summary: "Create a site with its domains; theme, embed and moderation settings start at their defaults.",
    auth: "api_key",
    testKeys: "live-only",
    body: createSiteBody,
    success: { status: 201, schema: siteSchema, description: "The new site." },
    errors: [400, 401, 403, 413, 415, 422, 429],
  },
  {
    method: "get",
    path: site,
    summary: "A site with its domains and settings.",
    auth: "api_key",
    testKeys: "shared-read",
    params: siteIdParams,
    success: { status: 200, schema: siteSchema, description: "The site." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "patch",
    path: site,
    summary: "Change a site's name, domains, theme, embed configuration or moderation settings.",
    auth: "api_key",
    testKeys: "live-only",
    params: siteIdParams,
    body: updateSiteBody,
    success: { status: 200, schema: siteSchema, description: "The site after the change." },
    errors: [400, 401, 403, 404, 413, 415, 422, 429],
  },
  {
    method: "delete",
    path: site,
    summary: "Delete a site with its threads, comments and events.",
    auth: "api_key",
    testKeys: "live-only",
    params: siteIdParams,
    success: { status: 204, description: "Deleted." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "get",
    path: `${site}/widget-config`,
    summary: "The public widget configuration (no credentials; CORS for the site's origins only).",
    auth: "none",
    params: siteIdParams,
    success: { status: 200, schema: widgetConfigSchema, description: "What the widget needs." },
    errors: [400, 404, 429],
  },
  {
    method: "get",
    path: `${site}/embed-snippet`,
    summary: "The HTML to paste where comments should appear.",
    auth: "api_key",
    testKeys: "shared-read",
    params: siteIdParams,
    success: { status: 200, schema: embedSnippetSchema, description: "The snippet." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "get",
    path: `${site}/sso-secrets`,
    summary: "The site's SSO signing secrets (ids and hints, never the secrets).",
    auth: "api_key",
    testKeys: "shared-read",
    params: siteIdParams,
    success: { status: 200, schema: ssoSecretListSchema, description: "The secrets." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "post",
    path: `${site}/sso-secrets`,
    summary: "Create an SSO signing secret, shown this once (publisher plan and above; two at most).",
    auth: "api_key",
    testKeys: "live-only",
    params: siteIdParams,
    success: { status: 201, schema: createdSsoSecretSchema, description: "The new secret, in `secret`." },
    errors: [400, 401, 403, 404, 409, 429],
  },
  {
    method: "delete",
    path: `${site}/sso-secrets/{secret_id}`,
    summary: "Retire an SSO signing secret.",
    auth: "api_key",
    testKeys: "live-only",
    params: ssoSecretParams,
    success: { status: 204, description: "Retired." },
    errors: [400, 401, 404, 429],
  },
];

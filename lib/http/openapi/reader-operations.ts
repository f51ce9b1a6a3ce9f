import { z } from "zod";

import { banListSchema, banParams, banSchema, createBanBody } from "@/lib/bans/ban-schemas";
import {
  exchangeCodeBody,
  magicLinkBody,
  sessionInfoSchema,
  sessionTokenSchema,
  ssoSignInBody,
  verifyMagicLinkQuery,
} from "@/lib/readers/reader-schemas";
import { siteIdParams } from "@/lib/sites/site-schemas";

import type { ApiOperation } from "./api-operation";

const magicLinkSent = z
  .object({ status: z.literal("sent"), expires_in_seconds: z.number().int() })
  .meta({ id: "MagicLinkSent" });

/** Readers' sign-in, sessions and bans. */
export const readerOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/v1/auth/magic-link",
    summary: "E-mail a reader a single-use sign-in link (15 minutes) that returns them to thread_url.",
    auth: "none",
    body: magicLinkBody,
    success: { status: 202, schema: magicLinkSent, description: "The link is on its way." },
    errors: [400, 403, 404, 415, 422, 429],
  },
  {
    method: "get",
    path: "/v1/auth/magic-link/verify",
    summary:
      "The link in the e-mail: sets the session cookie and redirects (303) to the thread with a one-time code in the fragment.",
    auth: "none",
    query: verifyMagicLinkQuery,
    success: {
      status: 303,
      description: "Redirect to thread_url#threadline_code=… (or #threadline_error=link_used|link_expired).",
    },
    errors: [400, 404, 429],
  },
  {
    method: "post",
    path: "/v1/auth/session/exchange",
    summary: "Exchange the one-time code for a bearer session token.",
    auth: "none",
    body: exchangeCodeBody,
    success: { status: 200, schema: sessionTokenSchema, description: "A session token (ses_…)." },
    errors: [400, 401, 415, 422, 429],
  },
  {
    method: "post",
    path: "/v1/auth/sso",
    summary: "Exchange the customer's signed identity token for a session token (publisher plan and above).",
    auth: "none",
    body: ssoSignInBody,
    success: { status: 200, schema: sessionTokenSchema, description: "A session token (ses_…)." },
    errors: [400, 401, 403, 404, 415, 422, 429],
  },
  {
    method: "get",
    path: "/v1/auth/session",
    summary: "Who the signed-in reader is.",
    auth: "api_key_or_session",
    testKeys: "public",
    success: { status: 200, schema: sessionInfoSchema, description: "The reader." },
    errors: [401, 429],
  },
  {
    method: "delete",
    path: "/v1/auth/session",
    summary: "Sign out: the session ends on the server at once and the cookie is cleared.",
    auth: "api_key_or_session",
    testKeys: "public",
    success: { status: 204, description: "Signed out." },
    errors: [401, 403, 429],
  },
  {
    method: "get",
    path: "/v1/sites/{site_id}/bans",
    summary: "The site's bans in force.",
    auth: "api_key",
    testKeys: "live-only",
    params: siteIdParams,
    success: { status: 200, schema: banListSchema, description: "The bans." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "post",
    path: "/v1/sites/{site_id}/bans",
    summary: "Ban a reader, an e-mail address or an IP, for a time (expires_at) or for good.",
    auth: "api_key",
    testKeys: "live-only",
    params: siteIdParams,
    body: createBanBody,
    success: { status: 201, schema: banSchema, description: "The ban." },
    errors: [400, 401, 404, 415, 422, 429],
  },
  {
    method: "delete",
    path: "/v1/sites/{site_id}/bans/{ban_id}",
    summary: "Lift a ban.",
    auth: "api_key",
    testKeys: "live-only",
    params: banParams,
    success: { status: 204, description: "Lifted." },
    errors: [400, 401, 404, 429],
  },
];

import { z } from "zod";

import { AppError } from "@/lib/core/app-error";
import { ownDataRequestBody, ownDataRequestSchema } from "@/lib/privacy/reader-data-schemas";
import { requestOwnData } from "@/lib/privacy/request-own-data";
import { describeSession } from "@/lib/readers/describe-session";
import { endSession } from "@/lib/readers/end-session";
import { exchangeSessionCode } from "@/lib/readers/exchange-session-code";
import { findExchangeCodeSiteId } from "@/lib/readers/find-exchange-code-site-id";
import {
  exchangeCodeBody,
  magicLinkBody,
  sessionInfoSchema,
  sessionTokenSchema,
  ssoSignInBody,
  verifyMagicLinkQuery,
} from "@/lib/readers/reader-schemas";
import { requestMagicLink } from "@/lib/readers/request-magic-link";
import { signInWithSso } from "@/lib/readers/sign-in-with-sso";
import { verifyMagicLink } from "@/lib/readers/verify-magic-link";

import { json } from "../json-response";
import { publicBaseUrl } from "../public-base-url";
import { requestNow } from "../request-now";
import { clearedSessionCookie, sessionCookie } from "../session-cookie";
import { publicReadLimits, signInLimits } from "./browser-limits";
import { defineClientOperation } from "./define-client-operation";
import { definePublicOperation } from "./define-public-operation";

const magicLinkSent = z
  .object({ status: z.literal("sent"), expires_in_seconds: z.number().int() })
  .meta({ id: "MagicLinkSent" });

const magicLinkVerified = z
  .object({
    redirect_to: z
      .string()
      .meta({ description: "The thread URL with the one-time code (or the error) in its fragment." }),
    signed_in: z.boolean().meta({ description: "Whether the link signed the reader in (false: used or expired)." }),
  })
  .meta({ id: "MagicLinkVerified" });

// A browser following the e-mail's link sends Accept: text/html; only a client asking for JSON alone gets JSON.
function wantsJson(req: Request): boolean {
  const accept = req.headers.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** Readers' sign-in (magic link, SSO), their session, and their own data requests. */
export const readerOperations = {
  requestMagicLink: defineClientOperation({
    method: "POST",
    path: "/v1/auth/magic-link",
    summary: "Send a sign-in link",
    description: "E-mail a reader a single-use sign-in link (15 minutes) that returns them to thread_url.",
    testKeys: "public",
    body: magicLinkBody,
    success: { status: 202, schema: magicLinkSent, description: "The link is on its way." },
    errors: [404],
    siteOf: ({ body }) => body.site_id,
    limits: {
      policies: ["magicLinkIp", "magicLinkEmail"],
      keys: ({ body, ip }) => [
        ["magicLinkIp", ip],
        ["magicLinkEmail", body.email.toLowerCase()],
      ],
    },
    handle: async ({ req, body }) =>
      json(await requestMagicLink({ ...body, baseUrl: publicBaseUrl(req) }, requestNow(req)), { status: 202 }),
  }),
  verifyMagicLink: definePublicOperation({
    method: "GET",
    path: "/v1/auth/magic-link/verify",
    summary: "Follow a sign-in link",
    description:
      "The link in the e-mail: sets the session cookie and sends the reader back to the thread with a one-time code in the fragment. A browser gets a `303` redirect; a client that asks for `Accept: application/json` (a native app, an end-to-end test) gets the same outcome as JSON.",
    query: verifyMagicLinkQuery,
    success: { status: 200, schema: magicLinkVerified, description: "Where the reader goes next, as JSON." },
    alsoAnswers: [
      {
        status: 303,
        description:
          "A browser's answer: redirect to thread_url#threadline_code=… (or #threadline_error=link_used|link_expired).",
        headers: { Location: { description: "Where the reader goes next.", schema: { type: "string" } } },
      },
    ],
    errors: [404],
    limits: signInLimits,
    handle: async ({ req, query }) => {
      const outcome = await verifyMagicLink(query, requestNow(req));
      const headers: Record<string, string> = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
      if (outcome.session) headers["Set-Cookie"] = sessionCookie(req, outcome.session.token, outcome.session.expiresAt);
      if (wantsJson(req))
        return json({ redirect_to: outcome.redirectTo, signed_in: outcome.session !== null }, { headers });
      return new Response(null, { status: 303, headers: { ...headers, Location: outcome.redirectTo } });
    },
  }),
  exchangeSessionCode: defineClientOperation({
    method: "POST",
    path: "/v1/auth/session/exchange",
    summary: "Exchange a sign-in code",
    description: "Exchange the one-time code for a bearer session token.",
    testKeys: "public",
    body: exchangeCodeBody,
    success: { status: 200, schema: sessionTokenSchema, description: "A session token (ses_…)." },
    siteOf: ({ body }) => findExchangeCodeSiteId(body.code),
    limits: signInLimits,
    handle: async ({ req, body }) => json(await exchangeSessionCode(body.code, requestNow(req))),
  }),
  signInWithSso: defineClientOperation({
    method: "POST",
    path: "/v1/auth/sso",
    summary: "Sign in with SSO",
    description: "Exchange the customer's signed identity token for a session token (publisher plan and above).",
    testKeys: "public",
    body: ssoSignInBody,
    success: { status: 200, schema: sessionTokenSchema, description: "A session token (ses_…)." },
    errors: [404],
    siteOf: ({ body }) => body.site_id,
    limits: signInLimits,
    handle: async ({ req, body }) => json(await signInWithSso(body, requestNow(req))),
  }),
  getSession: defineClientOperation({
    method: "GET",
    path: "/v1/auth/session",
    summary: "Get the reader's session",
    description: "Who the signed-in reader is.",
    testKeys: "public",
    success: { status: 200, schema: sessionInfoSchema, description: "The reader." },
    limits: publicReadLimits,
    handle: async ({ auth }) => json(describeSession(auth)),
  }),
  endSession: defineClientOperation({
    method: "DELETE",
    path: "/v1/auth/session",
    summary: "Sign out",
    description: "Sign out: the session ends on the server at once and the cookie is cleared.",
    testKeys: "public",
    success: { status: 204, description: "Signed out." },
    limits: signInLimits,
    handle: async ({ req, auth }) => {
      await endSession(describeSession(auth).session_id);
      return new Response(null, { status: 204, headers: { "Set-Cookie": clearedSessionCookie(req) } });
    },
  }),
  requestOwnData: defineClientOperation({
    method: "POST",
    path: "/v1/auth/session/data-request",
    summary: "Ask for one's own data",
    description:
      "A signed-in reader asks for their own data (`export`) or its erasure (`erase`); a confirmation link is e-mailed to them.",
    testKeys: "public",
    body: ownDataRequestBody,
    success: { status: 202, schema: ownDataRequestSchema, description: "The confirmation link is on its way." },
    limits: {
      policies: ["magicLinkIp", "magicLinkEmail"],
      keys: ({ ip, auth }) => [
        ["magicLinkIp", ip],
        ["magicLinkEmail", auth.kind === "reader" ? auth.readerId : ip],
      ],
    },
    handle: async ({ req, body, auth }) => {
      if (auth.kind !== "reader")
        throw new AppError("sign_in_required", "Sign in to the comments to ask for your own data.");
      return json(await requestOwnData(auth, body.kind, publicBaseUrl(req), requestNow(req)), { status: 202 });
    },
  }),
};

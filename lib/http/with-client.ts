import { parse as parseCookies } from "cookie";

import { AppError } from "@/lib/core/app-error";
import type { PolicyName } from "@/lib/ratelimit/policies";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { sessionCookieName } from "@/lib/readers/session-settings";
import { findOriginRules } from "@/lib/sites/find-origin-rules";
import { isOriginAllowed, type OriginRules } from "@/lib/sites/is-origin-allowed";

import { apiKeyFromHeaders } from "./api-key-from-headers";
import { apiKeyLimit } from "./api-key-limit";
import { applyRateLimit } from "./apply-rate-limit";
import { clientIp } from "./client-ip";
import { withCors } from "./cors";
import { guardCredentialCheck } from "./guard-credential-check";
import { handleRequest, type ParsedRequest, type RouteContext, type RouteSchemas } from "./handle-request";
import { resolveClientAuth } from "./resolve-client-auth";
import { runIdempotently } from "./run-idempotently";
import { clearedSessionCookie } from "./session-cookie";
import { enforceTestKeyRule, type TestKeyRule } from "./test-key-rule";

/** What a shared (server and browser) route's handler receives. */
export type ClientRequest<S extends RouteSchemas> = ParsedRequest<S> & { auth: ClientAuth; ip: string };

type Options<S extends RouteSchemas> = {
  /**
   * The site the request acts on, for CORS and the origin check (a reader's session names its own;
   * else `site_id` in the query string); may look it up, e.g. from the comment a change is about.
   */
  siteOf?: (request: ParsedRequest<S>) => string | undefined | Promise<string | undefined>;
  /** The rate limits a reader's or guest's request counts against (an API key's requests count against apiKey). */
  limits?: (request: ClientRequest<S>) => [PolicyName, string][];
  /** What a test key may do here (a reader or guest always acts on live data). */
  testKeys: TestKeyRule;
};

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function applyCors(req: Request, headers: Headers, rules: OriginRules) {
  withCors(req, rules, new Response(null)).headers.forEach((value, name) => headers.set(name, value));
}

/**
 * A browser's change must come from a page of the site it acts on: the preflight alone proves
 * nothing (it may name no site, and simple requests skip it). A cookie travels with cross-site
 * requests on its own, so a change signed in by cookie needs an allowed Origin even when none is
 * sent; a guest or bearer token without Origin is a server-side client, which no page can drive.
 */
function checkWriteOrigin(req: Request, auth: ClientAuth, rules: OriginRules | null) {
  const origin = req.headers.get("origin");
  const cookie = auth.kind === "reader" && auth.via === "cookie";
  if (origin === null && !cookie) return;
  // No site known (e.g. no such comment): the handler answers 404 without acting.
  if (!rules && !cookie) return;
  if (!rules || !isOriginAllowed(origin, rules)) {
    throw new AppError(
      "origin_not_allowed",
      cookie
        ? "A change signed in by cookie must come from one of the site's origins."
        : `The origin ${origin} may not change this site's comments; a browser's change must come from one of the site's origins.`,
      { headers: { Vary: "Origin" } },
    );
  }
}

/**
 * A route handler for routes that API keys, readers' sessions and guests all call: credentials
 * (refusing IPs that guess them), CORS, the cookie check, then the rate limits: apiKey for a key,
 * else the route's own.
 */
export function withClient<S extends RouteSchemas>(
  schemas: S,
  options: Options<S>,
  handler: (request: ClientRequest<S>) => Promise<Response>,
) {
  return (req: Request, ctx?: RouteContext): Promise<Response> => {
    let auth: ClientAuth = { kind: "guest" };
    const ip = clientIp(req.headers);
    return handleRequest(
      req,
      ctx,
      schemas,
      async (parsed) => {
        const request = { ...parsed, auth, ip };
        if (auth.kind !== "api_key") {
          const siteId =
            auth.kind === "reader"
              ? auth.siteId
              : ((await options.siteOf?.(parsed)) ?? new URL(req.url).searchParams.get("site_id") ?? undefined);
          const rules = siteId ? await findOriginRules(siteId) : null;
          if (rules) applyCors(req, parsed.headers, rules);
          parsed.headers.set("Vary", "Origin");
          if (unsafe.has(req.method)) checkWriteOrigin(req, auth, rules);
        }
        // The origin check comes first: a forged cross-site request must not use up a reader's quota.
        if (auth.kind !== "api_key") {
          for (const [policy, key] of options.limits?.(request) ?? [])
            await applyRateLimit(parsed.headers, policy, key);
        }
        return handler(request);
      },
      async (_, headers) => {
        const resolve = () => resolveClientAuth(req.headers);
        const sent = apiKeyFromHeaders(req.headers);
        const presented = sent ?? parseCookies(req.headers.get("cookie") ?? "")[sessionCookieName] ?? null;
        try {
          auth = presented
            ? await guardCredentialCheck(headers, ip, resolve, sent ? apiKeyLimit(sent) : undefined)
            : await resolve();
        } catch (error) {
          // An ended session's cookie comes back with every request on its own: a read goes on as a
          // guest and the cookie is cleared, rather than breaking the page; a change still needs a
          // session, and an unknown token (a guess) is refused as ever.
          const staleCookie =
            !sent &&
            !unsafe.has(req.method) &&
            error instanceof AppError &&
            error.code === "invalid_session" &&
            error.extra.members?.reason === "ended";
          if (!staleCookie) throw error;
          auth = { kind: "guest" };
          headers.append("Set-Cookie", clearedSessionCookie(req));
        }
        if (auth.kind === "api_key") enforceTestKeyRule(options.testKeys, req.method, auth);
      },
      req.method === "POST"
        ? (rawBody, run) => (auth.kind === "api_key" ? runIdempotently(req, auth, rawBody, run) : run())
        : undefined,
    );
  };
}

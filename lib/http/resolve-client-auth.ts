import { parse as parseCookies } from "cookie";

import { authenticateApiKey } from "@/lib/api-keys/authenticate-api-key";
import { authenticateSession } from "@/lib/readers/authenticate-session";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { sessionCookieName } from "@/lib/readers/session-settings";

import { apiKeyFromHeaders } from "./api-key-from-headers";

/**
 * Who calls a route shared by servers and browsers: an API key, a reader's session token
 * (`Authorization: Bearer ses_…`), the session cookie, or nobody (a guest). Credentials that
 * are presented but wrong are refused, never treated as a guest.
 */
export async function resolveClientAuth(headers: Headers): Promise<ClientAuth> {
  const presented = apiKeyFromHeaders(headers);
  if (presented?.startsWith("ses_")) return authenticateSession(presented, "bearer");
  if (presented) return authenticateApiKey(presented);
  const cookie = parseCookies(headers.get("cookie") ?? "")[sessionCookieName] ?? null;
  if (cookie) return authenticateSession(cookie, "cookie");
  return { kind: "guest" };
}

import { sessionCookieName } from "@/lib/readers/session-settings";

/** Whether the reader's browser reached us over https (directly, by PUBLIC_URL, or through a trusted proxy). */
export function isHttps(req: Request): boolean {
  if (process.env.PUBLIC_URL?.startsWith("https:")) return true;
  if (new URL(req.url).protocol === "https:") return true;
  return Boolean(process.env.TRUST_PROXY) && req.headers.get("x-forwarded-proto") === "https";
}

/**
 * The session cookie: HttpOnly always; over https `Secure; SameSite=None; Partitioned` so an
 * embedded widget (a third-party context) may use it; over plain http (development) browsers
 * refuse SameSite=None, so it is `SameSite=Lax` there.
 */
export function sessionCookie(req: Request, token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  const cross = isHttps(req) ? "; Secure; SameSite=None; Partitioned" : "; SameSite=Lax";
  return `${sessionCookieName}=${token}; Path=/; HttpOnly; Max-Age=${maxAge}${cross}`;
}

/** A Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(req: Request): string {
  const cross = isHttps(req) ? "; Secure; SameSite=None; Partitioned" : "; SameSite=Lax";
  return `${sessionCookieName}=; Path=/; HttpOnly; Max-Age=0${cross}`;
}

import { AppError } from "@/lib/core/app-error";
import { applyRateLimit } from "@/lib/http/apply-rate-limit";
import { clientIp } from "@/lib/http/client-ip";
import { newRequestId } from "@/lib/http/new-request-id";
import { mailLinkQuery } from "@/lib/notifications/mail-link-schemas";

const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** A mail link's token from the request's query, or null when it is missing or malformed. */
export function mailLinkToken(req: Request): string | null {
  const parsed = mailLinkQuery.safeParse({ token: new URL(req.url).searchParams.get("token") });
  return parsed.success ? parsed.data.token : null;
}

/** A 303 to one of the mail pages, with the token and the outcome in its query. */
export function backToPage(page: string, token: string, outcome: Record<string, string>): Response {
  const query = new URLSearchParams({ token, ...outcome });
  return new Response(null, { status: 303, headers: { Location: `${page}?${query}`, "Cache-Control": "no-store" } });
}

/**
 * Runs a mail link's POST (the token is the whole credential; limited per IP like a sign-in): the
 * work's response, a plain 404 for a dead link, a 429 past the limit; a fault is logged with an id.
 */
export async function runMailLink(
  req: Request,
  work: (token: string) => Promise<Response>,
  refused: (token: string, detail: string) => Response,
): Promise<Response> {
  const token = mailLinkToken(req);
  if (!token) return new Response("This link is not complete.\n", { status: 404, headers: plain });
  try {
    await applyRateLimit(new Headers(), "signIn", clientIp(req.headers));
    return await work(token);
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_mail_link") return refused(token, error.detail);
    if (error instanceof AppError && error.code === "rate_limited")
      return new Response("Too many requests; try again in a minute.\n", { status: 429, headers: plain });
    const requestId = newRequestId();
    console.error(`[${requestId}] mail link failed: ${error instanceof Error ? error.message : String(error)}`);
    return new Response(`Something went wrong on our side (${requestId}).\n`, { status: 500, headers: plain });
  }
}

/** A plain-text answer for mail clients. */
export function plainText(text: string, status = 200): Response {
  return new Response(`${text}\n`, { status, headers: plain });
}

import { applyRateLimit } from "./apply-rate-limit";
import { clientIp } from "./client-ip";
import { newRequestId } from "./new-request-id";
import { problemResponse } from "./problem-response";

type Handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/**
 * Wraps next-auth's POST handler: asking for a dashboard sign-in link is limited per IP and per
 * address (answered 429 problem+json), so nobody can use the dashboard to flood an inbox.
 */
export function withDashboardSignInLimits(handler: Handler): Handler {
  return async (req, ctx) => {
    if (!new URL(req.url).pathname.endsWith("/signin/email")) return handler(req, ctx);
    const form = await req
      .clone()
      .formData()
      .catch(() => null);
    const email = String(form?.get("email") ?? "")
      .trim()
      .toLowerCase();
    const headers = new Headers();
    try {
      await applyRateLimit(headers, "dashboardSignInIp", clientIp(req.headers));
      if (email) await applyRateLimit(headers, "dashboardSignInEmail", email);
    } catch (error) {
      const response = problemResponse(error, newRequestId());
      headers.forEach((value, name) => response.headers.set(name, value));
      return response;
    }
    return handler(req, ctx);
  };
}

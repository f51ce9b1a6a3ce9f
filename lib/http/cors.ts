import { AppError } from "@/lib/core/app-error";
import { isOriginAllowed, type OriginRules } from "@/lib/sites/is-origin-allowed";

const exposed =
  "X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, RateLimit, RateLimit-Policy";

/** Adds CORS headers for an allowed Origin (echoed exactly, never `*`) and always `Vary: Origin`. */
export function withCors(req: Request, rules: OriginRules, response: Response): Response {
  const origin = req.headers.get("origin");
  response.headers.append("Vary", "Origin");
  if (isOriginAllowed(origin, rules)) {
    response.headers.set("Access-Control-Allow-Origin", origin!);
    response.headers.set("Access-Control-Allow-Credentials", "true");
    response.headers.set("Access-Control-Expose-Headers", exposed);
  }
  return response;
}

/** Answers a CORS preflight: 204 with the allowed methods for an allowed Origin, else 403 `origin_not_allowed`. */
export function preflight(req: Request, rules: OriginRules, methods: string[]): Response {
  const origin = req.headers.get("origin");
  if (!isOriginAllowed(origin, rules)) {
    throw new AppError("origin_not_allowed", `The origin ${origin ?? "(none)"} may not call this site's API.`, {
      headers: { Vary: "Origin" },
    });
  }
  return withCors(
    req,
    rules,
    new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
        "Access-Control-Allow-Headers": "Content-Type, Authorization, Idempotency-Key",
        "Access-Control-Max-Age": "600",
      },
    }),
  );
}

import type { PolicyName } from "@/lib/ratelimit/policies";

import { applyRateLimit } from "./apply-rate-limit";
import { clientIp } from "./client-ip";
import { handleRequest, type ParsedRequest, type RouteContext, type RouteSchemas } from "./handle-request";

type Options<S extends RouteSchemas> = {
  /** The rate limits to count, by the client IP (and the parsed request). */
  limits?: (request: ParsedRequest<S> & { ip: string }) => [PolicyName, string][];
};

/** A route handler that needs no credentials: validates with zod, counts its limits, and answers errors as problem+json. */
export function withPublic<S extends RouteSchemas>(
  schemas: S,
  handler: (request: ParsedRequest<S>) => Promise<Response>,
  options: Options<S> = {},
) {
  return (req: Request, ctx?: RouteContext): Promise<Response> =>
    handleRequest(req, ctx, schemas, async (parsed) => {
      const limits = options.limits?.({ ...parsed, ip: clientIp(req.headers) }) ?? [];
      for (const [policy, key] of limits) await applyRateLimit(parsed.headers, policy, key);
      return handler(parsed);
    });
}

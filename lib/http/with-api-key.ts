import { authenticateApiKey, type ApiKeyAuth } from "@/lib/api-keys/authenticate-api-key";
import { apiKeyFromHeaders } from "./api-key-from-headers";
import { handleRequest, type ParsedRequest, type RouteContext, type RouteSchemas } from "./handle-request";
import { runIdempotently } from "./run-idempotently";

/**
 * A route handler for API-key clients: authenticates, validates with zod, answers errors as
 * problem+json, and makes every POST idempotent under an `Idempotency-Key` header.
 */
export function withApiKey<S extends RouteSchemas>(
  schemas: S,
  handler: (request: ParsedRequest<S> & { auth: ApiKeyAuth }) => Promise<Response>,
) {
  return (req: Request, ctx?: RouteContext): Promise<Response> => {
    let auth: ApiKeyAuth | undefined;
    return handleRequest(
      req,
      ctx,
      schemas,
      (parsed) => handler({ ...parsed, auth: auth! }),
      async () => {
        auth = await authenticateApiKey(apiKeyFromHeaders(req.headers));
      },
      req.method === "POST" ? (rawBody, run) => runIdempotently(req, auth!, rawBody, run) : undefined,
    );
  };
}

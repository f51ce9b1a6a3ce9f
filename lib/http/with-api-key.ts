import { authenticateApiKey, type ApiKeyAuth } from "@/lib/api-keys/authenticate-api-key";
import { apiKeyFromHeaders } from "./api-key-from-headers";
import { handleRequest, type ParsedRequest, type RouteContext, type RouteSchemas } from "./handle-request";

/** A route handler for API-key clients: authenticates, validates with zod, and answers errors as problem+json. */
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
    );
  };
}

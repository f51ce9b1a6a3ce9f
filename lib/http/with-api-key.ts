import { authenticateApiKey, type ApiKeyAuth } from "@/lib/api-keys/authenticate-api-key";

import { apiKeyFromHeaders } from "./api-key-from-headers";
import { apiKeyLimit } from "./api-key-limit";
import { clientIp } from "./client-ip";
import { guardCredentialCheck } from "./guard-credential-check";
import { handleRequest, type ParsedRequest, type RouteContext, type RouteSchemas } from "./handle-request";
import { runIdempotently } from "./run-idempotently";
import { enforceTestKeyRule, type TestKeyRule } from "./test-key-rule";

/**
 * A route handler for API-key clients: authenticates (refusing IPs that guess keys), counts the
 * request against the key's limit, validates with zod, answers errors as problem+json, and makes
 * every POST idempotent under an `Idempotency-Key` header. `testKeys` says what a test key may do
 * here, and a test key is refused before the handler runs where it may not.
 */
export function withApiKey<S extends RouteSchemas>(
  schemas: S & { testKeys: TestKeyRule },
  handler: (request: ParsedRequest<S> & { auth: ApiKeyAuth }) => Promise<Response>,
) {
  return (req: Request, ctx?: RouteContext): Promise<Response> => {
    let auth: ApiKeyAuth | undefined;
    return handleRequest(
      req,
      ctx,
      schemas,
      (parsed) => handler({ ...parsed, auth: auth! }),
      async (_, headers) => {
        const presented = apiKeyFromHeaders(req.headers);
        if (!presented) return void (auth = await authenticateApiKey(presented));
        auth = await guardCredentialCheck(
          headers,
          clientIp(req.headers),
          () => authenticateApiKey(presented),
          apiKeyLimit(presented),
        );
        enforceTestKeyRule(schemas.testKeys, req.method, auth);
      },
      req.method === "POST" ? (rawBody, run) => runIdempotently(req, auth!, rawBody, run) : undefined,
    );
  };
}

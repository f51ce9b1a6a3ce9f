import type { ApiKeyAuth } from "@/lib/api-keys/authenticate-api-key";

import type { ParsedRequest, RouteSchemas } from "../handle-request";
import type { TestKeyRule } from "../test-key-rule";
import { withApiKey } from "../with-api-key";
import { inputOf } from "./input-of";
import type { Body, InputSchemas, Operation, OperationInput, Params } from "./operation";

type Declaration<P, Q, B, S extends RouteSchemas = InputSchemas<P, Q, B>> = OperationInput<P, Q, B> & {
  testKeys: TestKeyRule;
  handle: (request: ParsedRequest<S> & { auth: ApiKeyAuth }) => Promise<Response>;
};

/** Declares an operation only API keys call; it counts against the key's own limit. */
export function defineApiKeyOperation<
  P extends Params = undefined,
  Q extends Params = undefined,
  B extends Body = undefined,
>(declaration: Declaration<P, Q, B>): Operation {
  const { handle, ...rest } = declaration;
  return {
    declaration: { ...rest, auth: "api_key", rateLimits: ["apiKey"] },
    serve: withApiKey({ ...inputOf(declaration), testKeys: declaration.testKeys }, handle),
  };
}

import type { ParsedRequest, RouteSchemas } from "../handle-request";
import type { TestKeyRule } from "../test-key-rule";
import { withClient, type ClientRequest } from "../with-client";
import { inputOf } from "./input-of";
import type { Body, InputSchemas, Operation, OperationInput, Params } from "./operation";
import type { RateLimitRule } from "./rate-limit-rule";

type Declaration<P, Q, B, S extends RouteSchemas = InputSchemas<P, Q, B>> = OperationInput<P, Q, B> & {
  testKeys: TestKeyRule;
  /** The site the request acts on, for CORS and the origin check (see withClient). */
  siteOf?: (request: ParsedRequest<S>) => string | undefined | Promise<string | undefined>;
  /** What a reader's or guest's request counts against (an API key's counts against its own limit). */
  limits: RateLimitRule<ClientRequest<S>>;
  handle: (request: ClientRequest<S>) => Promise<Response>;
};

/** Declares an operation both API keys and browsers (readers' sessions, guests) call. */
export function defineClientOperation<
  P extends Params = undefined,
  Q extends Params = undefined,
  B extends Body = undefined,
>(declaration: Declaration<P, Q, B>): Operation {
  const { handle, siteOf, limits, ...rest } = declaration;
  return {
    declaration: { ...rest, auth: "client", rateLimits: ["apiKey", ...limits.policies] },
    serve: withClient(inputOf(declaration), { testKeys: declaration.testKeys, siteOf, limits: limits.keys }, handle),
  };
}

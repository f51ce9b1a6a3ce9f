import type { ParsedRequest, RouteSchemas } from "../handle-request";
import { withPublic } from "../with-public";
import { inputOf } from "./input-of";
import type { Body, InputSchemas, Operation, OperationInput, Params } from "./operation";
import type { RateLimitRule } from "./rate-limit-rule";

type Declaration<P, Q, B, S extends RouteSchemas = InputSchemas<P, Q, B>> = OperationInput<P, Q, B> & {
  limits?: RateLimitRule<ParsedRequest<S> & { ip: string }>;
  handle: (request: ParsedRequest<S>) => Promise<Response>;
};

/** Declares an operation that needs no credentials (following a sign-in link, the live stream). */
export function definePublicOperation<
  P extends Params = undefined,
  Q extends Params = undefined,
  B extends Body = undefined,
>(declaration: Declaration<P, Q, B>): Operation {
  const { handle, limits, ...rest } = declaration;
  return {
    declaration: { ...rest, auth: "public", rateLimits: limits?.policies ?? [] },
    serve: withPublic(inputOf(declaration), handle, { limits: limits?.keys }),
  };
}

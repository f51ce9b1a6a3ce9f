import { handleRequest, type ParsedRequest, type RouteContext, type RouteSchemas } from "./handle-request";

/** A route handler that needs no credentials: validates with zod and answers errors as problem+json. */
export function withPublic<S extends RouteSchemas>(schemas: S, handler: (request: ParsedRequest<S>) => Promise<Response>) {
  return (req: Request, ctx?: RouteContext): Promise<Response> => handleRequest(req, ctx, schemas, handler);
}

import type { z } from "zod";

import { newRequestId } from "./new-request-id";
import { parseWithSchema } from "./parse-with-schema";
import { problemResponse } from "./problem-response";
import { queryObject } from "./query-object";
import { readJsonBody } from "./read-json-body";

/** The zod schemas a route validates its input with. */
export type RouteSchemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives once the request has been parsed and validated. */
export type ParsedRequest<S extends RouteSchemas> = {
  req: Request;
  requestId: string;
  /** Headers every response to this request carries, success or error (rate limits, CORS). */
  headers: Headers;
  body: Out<S["body"]>;
  query: Out<S["query"]>;
  params: Out<S["params"]>;
};

/** Next.js's second argument to a route handler. */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** Wraps the run of a parsed request (e.g. to answer a retried POST from storage); gets the body as sent. */
export type AroundHandler = (rawBody: unknown, run: () => Promise<Response>) => Promise<Response>;

/** Parses a request against its schemas, runs `handler`, and turns any thrown error into problem+json. */
export async function handleRequest<S extends RouteSchemas>(
  req: Request,
  ctx: RouteContext | undefined,
  schemas: S,
  handler: (parsed: ParsedRequest<S>) => Promise<Response>,
  before?: (req: Request, headers: Headers) => Promise<void>,
  around?: AroundHandler,
): Promise<Response> {
  const requestId = newRequestId();
  const headers = new Headers();
  let response: Response;
  try {
    await before?.(req, headers);
    const params = schemas.params
      ? parseWithSchema(schemas.params, await ctx?.params, "invalid_parameters")
      : undefined;
    const query = schemas.query
      ? parseWithSchema(schemas.query, queryObject(new URL(req.url).searchParams, schemas.query), "invalid_parameters")
      : undefined;
    const rawBody = schemas.body ? await readJsonBody(req) : undefined;
    const body = schemas.body ? parseWithSchema(schemas.body, rawBody, "validation_failed") : undefined;
    // The handler's own errors become its response here, so that `around` sees (and may store) them.
    const run = () =>
      handler({ req, requestId, headers, body, query, params } as ParsedRequest<S>).catch((error: unknown) =>
        problemResponse(error, requestId),
      );
    response = around ? await around(rawBody, run) : await run();
  } catch (error) {
    response = problemResponse(error, requestId);
  }
  headers.forEach((value, name) =>
    name === "vary" ? response.headers.append(name, value) : response.headers.set(name, value),
  );
  response.headers.set("X-Request-Id", requestId);
  return response;
}

import type { z } from "zod";

import type { PolicyName } from "@/lib/ratelimit/policies";

import type { RouteContext } from "../handle-request";
import type { TestKeyRule } from "../test-key-rule";

/** The HTTP methods an operation may declare (HEAD follows GET, OPTIONS is derived). */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an operation: API keys only, API keys and browsers (readers' sessions and guests), or anyone. */
export type OperationAuth = "api_key" | "client" | "public";

/** What an operation declares besides its handler: everything the OpenAPI document and the docs need. */
export type OperationDeclaration = {
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/v1/comments/{comment_id}`. */
  path: string;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** A raw file as the body instead of JSON (the media types it is accepted in). */
  upload?: { description: string; mediaTypes: string[] };
  /** `mediaType` defaults to application/json; `headers` are response headers beyond the rate limits'. */
  success: {
    status: number;
    schema?: z.ZodType;
    description: string;
    mediaType?: string;
    headers?: Record<string, object>;
    /** What a body looks like, for a text media type (an event stream, JSON Lines). */
    example?: string;
  };
  /** Other answers without a body that are not errors (a redirect for browsers). */
  alsoAnswers?: { status: number; description: string; headers?: Record<string, object> }[];
  /** Answers with an ETag, and `304 Not Modified` to a request that sends it back in If-None-Match. */
  conditional?: boolean;
  /** Error statuses beyond those the operation's inputs and auth imply (see errorStatusesOf). */
  errors?: number[];
};

/** One /v1 operation: its declaration, as documented, and the handler serving it. */
export type Operation = {
  declaration: OperationDeclaration & { auth: OperationAuth; testKeys?: TestKeyRule; rateLimits: PolicyName[] };
  serve: (req: Request, ctx?: RouteContext) => Promise<Response>;
};

/** An operation's path or query schema. */
export type Params = z.ZodObject | undefined;
/** An operation's JSON body schema. */
export type Body = z.ZodType | undefined;

/** The schemas an operation validates its input with, as separate type parameters so that each is inferred. */
export type OperationInput<P, Q, B> = Omit<OperationDeclaration, "params" | "query" | "body"> & {
  params?: P;
  query?: Q;
  body?: B;
};

/** What a handler gets parsed, for the input schemas P, Q and B. */
export type InputSchemas<P, Q, B> = {
  params: P extends z.ZodType ? P : undefined;
  query: Q extends z.ZodType ? Q : undefined;
  body: B extends z.ZodType ? B : undefined;
};

import { z } from "zod";

import { statusTitle } from "../error-status";
import type { ApiOperation } from "./api-operation";
import { apiOperations } from "./api-operations";
import { problemSchema } from "./problem-schema";
import { rateLimitHeaders, retryAfterHeader } from "./rate-limit-headers";

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function schemaRef(schema: z.ZodType): object {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return ref(id);
  const { $schema: _dialect, ...inline } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return inline;
}

function parametersOf(where: "query" | "path", object: z.ZodObject | undefined) {
  return Object.entries(object?.shape ?? {}).map(([name, field]) => {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(field as z.ZodType, {
      io: "input",
      unrepresentable: "any",
    });
    return {
      name,
      in: where,
      required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
      schema,
    };
  });
}

// Every POST under an API key runs once per Idempotency-Key (lib/http/run-idempotently.ts).
const idempotencyKeyHeader = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Send the same key to retry safely: the first response is replayed for 24 hours; another request with it answers 409.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

function securityOf(auth: ApiOperation["auth"]) {
  if (auth === "none") return [];
  const keys = [{ apiKeyHeader: [] }, { bearer: [] }];
  return auth === "api_key" ? keys : [...keys, {}];
}

function operationObject(op: ApiOperation) {
  // Rate-limited operations name their limits' headers on every answer, success or error.
  const limited = op.errors.includes(429);
  const headers = limited ? { headers: rateLimitHeaders } : {};
  const successHeaders = op.success.headers
    ? { headers: { ...(limited ? rateLimitHeaders : {}), ...op.success.headers } }
    : headers;
  const mediaType = op.success.mediaType ?? "application/json";
  const responses: Record<string, object> = {
    [op.success.status]: op.success.schema
      ? {
          description: op.success.description,
          ...successHeaders,
          content: { [mediaType]: { schema: schemaRef(op.success.schema) } },
        }
      : { description: op.success.description, ...successHeaders },
  };
  for (const status of op.errors) {
    responses[status] = {
      description: statusTitle[status] ?? "Error",
      ...(status === 429 ? { headers: { ...rateLimitHeaders, ...retryAfterHeader } } : headers),
      content: { "application/problem+json": { schema: schemaRef(problemSchema) } },
    };
  }
  return {
    summary: op.summary,
    security: securityOf(op.auth),
    ...(op.auth === "none" ? {} : { "x-test-keys": op.testKeys }),
    parameters: [
      ...parametersOf("path", op.params),
      ...parametersOf("query", op.query),
      ...(op.method === "post" && op.auth !== "none" ? [idempotencyKeyHeader] : []),
    ],
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaRef(op.body) } } } }
      : {}),
    ...(op.upload
      ? {
          requestBody: {
            required: true,
            description: op.upload.description,
            content: uploadContent(op.upload.mediaTypes),
          },
        }
      : {}),
    responses,
  };
}

function uploadContent(mediaTypes: string[]): Record<string, object> {
  return Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]));
}

/** The OpenAPI 3.1 description of /v1, generated from the zod schemas that validate it. */
export function buildOpenApiDocument() {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: "output",
    unrepresentable: "any",
  });
  const paths: Record<string, Record<string, object>> = {};
  for (const op of apiOperations) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: "3.1.0",
    info: { title: "Threadline API", version: "1.0.0", description: "Comments for web pages. See docs/api.md." },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiKeyHeader: { type: "apiKey", in: "header", name: "X-API-Key" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
  };
}

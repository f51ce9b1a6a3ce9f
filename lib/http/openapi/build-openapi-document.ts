import { z } from "zod";

import { policies } from "@/lib/ratelimit/policies";

import { statusTitle } from "../error-status";
import { apiAreas } from "../operations/api-areas";
import type { Operation } from "../operations/operation";
import { codeSamples } from "./code-samples";
import { errorStatusesOf } from "./error-statuses-of";
import { exampleOf } from "./example-of";
import { problemSchema } from "./problem-schema";
import { rateLimitHeaders, retryAfterHeader } from "./rate-limit-headers";

type JsonSchema = Record<string, unknown>;

const ref = (kind: string, id: string) => ({ $ref: `#/components/${kind}/${id}` });

function schemaRef(schema: z.ZodType): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return ref("schemas", id);
  const { $schema: _dialect, ...inline } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return inline;
}

function inputSchema(field: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(field, { io: "input", unrepresentable: "any" });
  return schema;
}

function parametersOf(where: "query" | "path", object: z.ZodObject | undefined) {
  return Object.entries(object?.shape ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
    schema: inputSchema(field as z.ZodType),
  }));
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

const limitHeaders = Object.fromEntries(Object.keys(rateLimitHeaders).map((name) => [name, ref("headers", name)]));

/** The shared problem+json answer for one error status, as `components.responses` keeps it. */
function problemResponseObject(status: number) {
  return {
    description: statusTitle[status] ?? "Error",
    headers: status === 429 ? { ...limitHeaders, "Retry-After": ref("headers", "Retry-After") } : limitHeaders,
    content: { "application/problem+json": { schema: schemaRef(problemSchema) } },
  };
}

const responseName = (status: number) => (statusTitle[status] ?? `Status${status}`).replace(/[^A-Za-z]/g, "");

function securityOf(auth: Operation["declaration"]["auth"]) {
  if (auth === "public") return [];
  const keys = [{ apiKeyHeader: [] }, { bearer: [] }];
  return auth === "api_key" ? keys : [...keys, {}];
}

function successObject(op: Operation["declaration"]) {
  const { success } = op;
  const headers = { ...limitHeaders, ...(op.conditional ? { ETag: ref("headers", "ETag") } : {}), ...success.headers };
  if (!success.schema) return { description: success.description, headers };
  const mediaType = success.mediaType ?? "application/json";
  const example = success.example === undefined ? {} : { example: success.example };
  return {
    description: success.description,
    headers,
    content: { [mediaType]: { schema: schemaRef(success.schema), ...example } },
  };
}

function operationObject(operationId: string, tag: string, operation: Operation, schemas: Record<string, JsonSchema>) {
  const op = operation.declaration;
  const responses: Record<string, object> = { [op.success.status]: successObject(op) };
  for (const other of op.alsoAnswers ?? [])
    responses[other.status] = { description: other.description, headers: { ...limitHeaders, ...other.headers } };
  if (op.conditional) responses[304] = { description: "Not Modified: the copy sent in If-None-Match is current." };
  for (const status of errorStatusesOf(operation)) responses[status] = ref("responses", responseName(status));
  const query = op.query ? (exampleOf(inputSchema(op.query), schemas) as Record<string, unknown>) : {};
  const body = op.body ? exampleOf(inputSchema(op.body), schemas) : undefined;
  const idempotent = op.method === "POST" && op.auth !== "public";
  return {
    operationId,
    tags: [tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: securityOf(op.auth),
    ...(op.testKeys ? { "x-test-keys": op.testKeys } : {}),
    "x-rate-limits": op.rateLimits.map((policy) => ({ policy, ...policies[policy] })),
    "x-idempotent": idempotent,
    parameters: [
      ...parametersOf("path", op.params),
      ...parametersOf("query", op.query),
      ...(op.conditional ? [{ name: "If-None-Match", in: "header", required: false, schema: { type: "string" } }] : []),
      ...(idempotent ? [idempotencyKeyHeader] : []),
    ],
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: schemaRef(op.body), example: body } },
          },
        }
      : {}),
    ...(op.upload
      ? {
          requestBody: {
            required: true,
            description: op.upload.description,
            content: Object.fromEntries(
              op.upload.mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
            ),
          },
        }
      : {}),
    responses,
    "x-codeSamples": codeSamples(op, query, body),
  };
}

/** The OpenAPI 3.1 description of /v1, built from the operations' declarations and their zod schemas. */
export function buildOpenApiDocument() {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: "output",
    unrepresentable: "any",
  }) as { schemas: Record<string, JsonSchema> };
  const paths: Record<string, Record<string, object>> = {};
  const errorStatuses = new Set<number>();
  for (const area of apiAreas) {
    for (const [operationId, operation] of Object.entries(area.operations)) {
      const { path, method } = operation.declaration;
      (paths[path] ??= {})[method.toLowerCase()] = operationObject(operationId, area.tag, operation, schemas);
      errorStatusesOf(operation).forEach((status) => errorStatuses.add(status));
    }
  }
  const responses = Object.fromEntries(
    [...errorStatuses].sort((a, b) => a - b).map((status) => [responseName(status), problemResponseObject(status)]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Threadline API",
      version: "1.0.0",
      description:
        "Comments for web pages: threads, comments, moderation, sites, readers' sign-in, webhooks and the event log. Authenticate with an API key (`X-API-Key` or `Authorization: Bearer`); create one in the dashboard under API keys. Guides: docs/api.md.",
      license: { name: "MIT (this API description)", identifier: "MIT" },
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/", description: "This Threadline server" }],
    tags: apiAreas.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      schemas,
      headers: {
        ...rateLimitHeaders,
        ...retryAfterHeader,
        ETag: {
          description: "Validator of the answer; send it back in `If-None-Match` for a `304`.",
          schema: { type: "string" },
        },
      },
      responses,
      securitySchemes: {
        apiKeyHeader: { type: "apiKey", in: "header", name: "X-API-Key" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
  };
}

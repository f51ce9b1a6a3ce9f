import { apiKeyActor } from "@/lib/moderation/api-key-actor";
import { eraseReaderData } from "@/lib/privacy/erase-reader-data";
import { exportReaderData } from "@/lib/privacy/export-reader-data";
import {
  eraseReaderBody,
  readerDataQuery,
  readerDataSchema,
  readerErasureSchema,
} from "@/lib/privacy/reader-data-schemas";
import { siteIdParams } from "@/lib/sites/site-schemas";

import { json } from "../json-response";
import { defineApiKeyOperation } from "./define-api-key-operation";

/** Readers' data on a site, for access and erasure requests (docs/privacy.md). */
export const readerDataOperations = {
  exportReaderData: defineApiKeyOperation({
    method: "GET",
    path: "/v1/sites/{site_id}/reader-data",
    summary: "Export a reader's data",
    description: "Everything the site stores about one reader, by reader id or e-mail (docs/privacy.md).",
    testKeys: "live-only",
    params: siteIdParams,
    query: readerDataQuery,
    success: { status: 200, schema: readerDataSchema, description: "The reader's data." },
    handle: async ({ params, query, auth }) =>
      json(await exportReaderData(auth, { siteId: params.site_id, subject: query }), {
        headers: { "Cache-Control": "private, no-store" },
      }),
  }),
  eraseReaderData: defineApiKeyOperation({
    method: "POST",
    path: "/v1/sites/{site_id}/reader-data/erase",
    summary: "Erase a reader's data",
    description:
      "Erase one reader's data on the site: comments anonymized (replies kept), votes and reactions removed, sessions ended, e-mail gone.",
    testKeys: "live-only",
    params: siteIdParams,
    body: eraseReaderBody,
    success: { status: 200, schema: readerErasureSchema, description: "What was erased, counted." },
    handle: async ({ params, body, auth }) =>
      json(await eraseReaderData(auth, { siteId: params.site_id, subject: body, actor: apiKeyActor(auth) })),
  }),
};

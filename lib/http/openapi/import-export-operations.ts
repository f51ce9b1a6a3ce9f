import { z } from "zod";

import { createImportQuery, importIdParams, importListSchema, importSchema } from "@/lib/imports/import-schemas";
import {
  eraseReaderBody,
  ownDataRequestBody,
  ownDataRequestSchema,
  readerDataQuery,
  readerDataSchema,
  readerErasureSchema,
} from "@/lib/privacy/reader-data-schemas";
import { siteIdParams } from "@/lib/sites/site-schemas";

import type { ApiOperation } from "./api-operation";

const imports = "/v1/sites/{site_id}/imports";

/** Moving comments in and out of a site. */
export const importExportOperations: ApiOperation[] = [
  {
    method: "post",
    path: imports,
    summary:
      "Import a Disqus, WordPress (WXR) or Threadline export into the site; it runs in the background (docs/import-export.md).",
    auth: "api_key",
    testKeys: "own-mode",
    params: siteIdParams,
    query: createImportQuery,
    upload: {
      description: "The export file itself, as sent by `curl --data-binary @file`.",
      mediaTypes: ["application/xml", "application/x-ndjson", "application/octet-stream"],
    },
    success: {
      status: 202,
      schema: importSchema,
      description: "The import, queued; read its progress at its own URL.",
    },
    errors: [400, 401, 404, 413, 422, 429],
  },
  {
    method: "get",
    path: imports,
    summary: "The site's latest 20 imports, newest first.",
    auth: "api_key",
    testKeys: "own-mode",
    params: siteIdParams,
    success: { status: 200, schema: importListSchema, description: "The imports." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "get",
    path: "/v1/sites/{site_id}/export",
    summary:
      "The site's threads and comments (the key's mode) as JSON Lines, streamed; Threadline's import reads it back (docs/import-export.md).",
    auth: "api_key",
    testKeys: "own-mode",
    params: siteIdParams,
    success: {
      status: 200,
      schema: z.string(),
      mediaType: "application/x-ndjson",
      description: "A header line, then each thread followed by its comments.",
    },
    errors: [400, 401, 404, 429],
  },
  {
    method: "get",
    path: `${imports}/{import_id}`,
    summary: "An import's status, progress, counts and the records it could not import.",
    auth: "api_key",
    testKeys: "own-mode",
    params: importIdParams,
    success: { status: 200, schema: importSchema, description: "The import." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "get",
    path: "/v1/sites/{site_id}/reader-data",
    summary: "Everything the site stores about one reader, by reader id or e-mail (docs/privacy.md).",
    auth: "api_key",
    testKeys: "live-only",
    params: siteIdParams,
    query: readerDataQuery,
    success: { status: 200, schema: readerDataSchema, description: "The reader's data." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "post",
    path: "/v1/sites/{site_id}/reader-data/erase",
    summary:
      "Erase one reader's data on the site: comments anonymized (replies kept), votes and reactions removed, sessions ended, e-mail gone.",
    auth: "api_key",
    testKeys: "live-only",
    params: siteIdParams,
    body: eraseReaderBody,
    success: { status: 200, schema: readerErasureSchema, description: "What was erased, counted." },
    errors: [400, 401, 404, 413, 415, 422, 429],
  },
  {
    method: "post",
    path: "/v1/auth/session/data-request",
    summary:
      "A signed-in reader asks for their own data (`export`) or its erasure (`erase`); a confirmation link is e-mailed to them.",
    auth: "none",
    body: ownDataRequestBody,
    success: { status: 202, schema: ownDataRequestSchema, description: "The confirmation link is on its way." },
    errors: [400, 401, 403, 413, 415, 422, 429],
  },
];

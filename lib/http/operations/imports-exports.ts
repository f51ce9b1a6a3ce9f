import { z } from "zod";

import { openSiteExport } from "@/lib/exports/open-site-export";
import { getImport } from "@/lib/imports/get-import";
import { createImportQuery, importIdParams, importListSchema, importSchema } from "@/lib/imports/import-schemas";
import { listImports } from "@/lib/imports/list-imports";
import { startImport } from "@/lib/imports/start-import";
import { siteIdParams } from "@/lib/sites/site-schemas";

import { json } from "../json-response";
import { streamedLinesResponse } from "../streamed-lines-response";
import { defineApiKeyOperation } from "./define-api-key-operation";

const imports = "/v1/sites/{site_id}/imports";

/** Moving comments in and out of a site (docs/import-export.md). */
export const importExportOperations = {
  startImport: defineApiKeyOperation({
    method: "POST",
    path: imports,
    summary: "Import comments",
    description:
      "Import a Disqus, WordPress (WXR) or Threadline export into the site; it runs in the background (docs/import-export.md). The body is the export file itself, streamed to disk: no JSON, no form encoding.",
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
    errors: [413, 422],
    handle: async ({ req, params, query, auth }) => {
      const rewrite =
        query.rewrite_from && query.rewrite_to ? { from: query.rewrite_from, to: query.rewrite_to } : null;
      const started = await startImport(auth, {
        siteId: params.site_id,
        format: query.format,
        fileName: query.file_name ?? null,
        rewrite,
        body: req.body,
      });
      return json(started, { status: 202 });
    },
  }),
  listImports: defineApiKeyOperation({
    method: "GET",
    path: imports,
    summary: "List imports",
    description: "The site's latest 20 imports, newest first.",
    testKeys: "own-mode",
    params: siteIdParams,
    success: { status: 200, schema: importListSchema, description: "The imports." },
    handle: async ({ params, auth }) => json({ imports: await listImports(auth, params.site_id) }),
  }),
  getImport: defineApiKeyOperation({
    method: "GET",
    path: `${imports}/{import_id}`,
    summary: "Get an import",
    description: "An import's status, progress, counts and the records it could not import.",
    testKeys: "own-mode",
    params: importIdParams,
    success: { status: 200, schema: importSchema, description: "The import." },
    handle: async ({ params, auth }) => json(await getImport(auth, params.site_id, params.import_id)),
  }),
  exportSite: defineApiKeyOperation({
    method: "GET",
    path: "/v1/sites/{site_id}/export",
    summary: "Export a site",
    description:
      "The site's threads and comments (the key's mode: a live key the live ones, a test key the test ones) as JSON Lines, streamed; Threadline's import reads it back (docs/import-export.md).",
    testKeys: "own-mode",
    params: siteIdParams,
    success: {
      status: 200,
      schema: z.string(),
      mediaType: "application/x-ndjson",
      description: "A header line, then each thread followed by its comments, one JSON object per line.",
      example: [
        '{"type":"threadline_export","version":1,"site_id":"site_01jd5x0m6pfe8bxk4gq2vwy3zr","livemode":true,"exported_at":"2026-11-27T10:00:00.000Z"}',
        '{"type":"thread","id":"thr_01jd5x0m6pfe8bxk4gq2vwy3zr","url":"https://example.com/blog/hello-world","title":"Hello","locked":false,"created_at":"2026-11-20T09:00:00.000Z"}',
        '{"type":"comment","id":"cmt_01jd5x0m6pfe8bxk4gq2vwy3zr","thread_id":"thr_01jd5x0m6pfe8bxk4gq2vwy3zr","parent_id":null,"status":"approved","content":"First!","author":{"name":"Ada","kind":"guest"}}',
        "",
      ].join("\n"),
    },
    handle: async ({ params, auth }) => {
      const { fileName, lines } = await openSiteExport(auth, params.site_id);
      return streamedLinesResponse(lines, fileName);
    },
  }),
};

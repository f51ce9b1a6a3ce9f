import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { createImportQuery } from "@/lib/imports/import-schemas";
import { listImports } from "@/lib/imports/list-imports";
import { startImport } from "@/lib/imports/start-import";
import { siteIdParams } from "@/lib/sites/site-schemas";

export const GET = withApiKey({ testKeys: "own-mode", params: siteIdParams }, async ({ params, auth }) =>
  json({ imports: await listImports(auth, params.site_id) }),
);

// The body is the export file itself, streamed to disk: no JSON, no form encoding.
export const POST = withApiKey(
  { testKeys: "own-mode", params: siteIdParams, query: createImportQuery },
  async ({ req, params, query, auth }) => {
    const rewrite = query.rewrite_from && query.rewrite_to ? { from: query.rewrite_from, to: query.rewrite_to } : null;
    const started = await startImport(auth, {
      siteId: params.site_id,
      format: query.format,
      fileName: query.file_name ?? null,
      rewrite,
      body: req.body,
    });
    return json(started, { status: 202 });
  },
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;

import { managerRoles } from "@/lib/core/member-roles";
import { parseWithSchema } from "@/lib/http/parse-with-schema";
import { queryObject } from "@/lib/http/query-object";
import { withMember } from "@/lib/http/with-member";
import { createImportQuery } from "@/lib/imports/import-schemas";
import { startImport } from "@/lib/imports/start-import";

// Outside /sites/… on purpose: the proxy runs there, and it would buffer the upload in memory.
/** POST /site-data/{site_id}/imports?format=…: the dashboard's upload of an export into a live site. */
export const POST = withMember(managerRoles, async ({ req, member, params }) => {
  const query = parseWithSchema(
    createImportQuery,
    queryObject(new URL(req.url).searchParams, createImportQuery),
    "invalid_parameters",
  );
  const rewrite = query.rewrite_from && query.rewrite_to ? { from: query.rewrite_from, to: query.rewrite_to } : null;
  const started = await startImport(
    { accountId: member.accountId, livemode: true },
    {
      siteId: params.site_id!,
      format: query.format,
      fileName: query.file_name ?? null,
      rewrite,
      body: req.body,
    },
  );
  return Response.json(started, { status: 202, headers: { "Cache-Control": "no-store" } });
});

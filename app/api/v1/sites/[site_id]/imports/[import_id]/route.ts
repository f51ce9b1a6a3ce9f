import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { getImport } from "@/lib/imports/get-import";
import { importIdParams } from "@/lib/imports/import-schemas";

export const GET = withApiKey({ params: importIdParams }, async ({ params, auth }) =>
  json(await getImport({ accountId: auth.accountId, siteId: params.site_id, importId: params.import_id })),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

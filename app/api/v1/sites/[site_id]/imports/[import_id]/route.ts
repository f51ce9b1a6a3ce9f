import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { getImport } from "@/lib/imports/get-import";
import { importIdParams } from "@/lib/imports/import-schemas";

export const GET = withApiKey({ testKeys: "own-mode", params: importIdParams }, async ({ params, auth }) =>
  json(await getImport(auth, params.site_id, params.import_id)),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { exportReaderData } from "@/lib/privacy/export-reader-data";
import { readerDataQuery } from "@/lib/privacy/reader-data-schemas";
import { siteIdParams } from "@/lib/sites/site-schemas";

export const GET = withApiKey(
  { testKeys: "live-only", params: siteIdParams, query: readerDataQuery },
  async ({ params, query, auth }) =>
    json(
      await exportReaderData(auth, {
        siteId: params.site_id,
        subject: query,
      }),
      {
        headers: { "Cache-Control": "private, no-store" },
      },
    ),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

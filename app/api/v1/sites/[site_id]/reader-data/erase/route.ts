import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";
import { eraseReaderData } from "@/lib/privacy/erase-reader-data";
import { eraseReaderBody } from "@/lib/privacy/reader-data-schemas";
import { siteIdParams } from "@/lib/sites/site-schemas";

export const POST = withApiKey(
  { testKeys: "live-only", params: siteIdParams, body: eraseReaderBody },
  async ({ params, body, auth }) =>
    json(
      await eraseReaderData(auth, {
        siteId: params.site_id,
        subject: body,
        actor: apiKeyActor(auth),
      }),
    ),
);

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;

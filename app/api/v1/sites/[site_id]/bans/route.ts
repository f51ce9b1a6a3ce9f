import { createBanBody } from "@/lib/bans/ban-schemas";
import { createBan } from "@/lib/bans/create-ban";
import { listBans } from "@/lib/bans/list-bans";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";
import { siteIdParams } from "@/lib/sites/site-schemas";

export const GET = withApiKey({ testKeys: "live-only", params: siteIdParams }, async ({ params, auth }) =>
  json(await listBans(auth.accountId, params.site_id)),
);

export const POST = withApiKey(
  { testKeys: "live-only", params: siteIdParams, body: createBanBody },
  async ({ params, body, auth }) =>
    json(
      await createBan(auth, {
        ...body,
        siteId: params.site_id,
        actor: apiKeyActor(auth),
      }),
      {
        status: 201,
      },
    ),
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;

import { banParams } from "@/lib/bans/ban-schemas";
import { deleteBan } from "@/lib/bans/delete-ban";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { noContent } from "@/lib/http/no-content";
import { withApiKey } from "@/lib/http/with-api-key";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";

export const DELETE = withApiKey({ testKeys: "live-only", params: banParams }, async ({ params, auth }) => {
  await deleteBan(auth, {
    siteId: params.site_id,
    banId: params.ban_id,
    actor: apiKeyActor(auth),
  });
  return noContent();
});

export const GET = methodNotAllowed("DELETE");
export const POST = GET;
export const PUT = GET;
export const PATCH = GET;

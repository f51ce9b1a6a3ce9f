import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { noContent } from "@/lib/http/no-content";
import { withApiKey } from "@/lib/http/with-api-key";
import { deleteSsoSecret } from "@/lib/sso/delete-sso-secret";
import { ssoSecretParams } from "@/lib/sso/sso-secret-schemas";

export const DELETE = withApiKey({ testKeys: "live-only", params: ssoSecretParams }, async ({ params, auth }) => {
  await deleteSsoSecret(auth, params.site_id, params.secret_id);
  return noContent();
});

export const GET = methodNotAllowed("DELETE");
export const POST = GET;
export const PUT = GET;
export const PATCH = GET;

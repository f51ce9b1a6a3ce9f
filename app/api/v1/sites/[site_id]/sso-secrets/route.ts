import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { siteIdParams } from "@/lib/sites/site-schemas";
import { createSsoSecret } from "@/lib/sso/create-sso-secret";
import { listSsoSecrets } from "@/lib/sso/list-sso-secrets";

export const GET = withApiKey({ testKeys: "shared-read", params: siteIdParams }, async ({ params, auth }) =>
  json(await listSsoSecrets(auth.accountId, params.site_id)),
);

export const POST = withApiKey({ testKeys: "live-only", params: siteIdParams }, async ({ params, auth }) =>
  json(await createSsoSecret(auth, params.site_id), {
    status: 201,
  }),
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;

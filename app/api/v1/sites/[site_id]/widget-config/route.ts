import { preflight, withCors } from "@/lib/http/cors";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withPublic } from "@/lib/http/with-public";
import { getWidgetConfig } from "@/lib/sites/get-widget-config";
import { siteIdParams } from "@/lib/sites/site-schemas";

export const GET = withPublic(
  { params: siteIdParams },
  async ({ req, params }) => {
    const { config, origins } = await getWidgetConfig(params.site_id);
    return withCors(req, origins, json(config, { headers: { "Cache-Control": "public, max-age=60" } }));
  },
  { limits: ({ ip }) => [["publicRead", ip]] },
);

export const OPTIONS = withPublic({ params: siteIdParams }, async ({ req, params }) =>
  preflight(req, (await getWidgetConfig(params.site_id)).origins, ["GET"]),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { publicReadLimits } from "@/lib/http/comment-limits";
import { preflight } from "@/lib/http/cors";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withClient } from "@/lib/http/with-client";
import { withPublic } from "@/lib/http/with-public";
import { getWidgetConfig } from "@/lib/sites/get-widget-config";
import { siteIdParams } from "@/lib/sites/site-schemas";

export const GET = withClient(
  { params: siteIdParams },
  { testKeys: "public", siteOf: ({ params }) => params.site_id, limits: publicReadLimits },
  async ({ params }) =>
    json((await getWidgetConfig(params.site_id)).config, { headers: { "Cache-Control": "public, max-age=60" } }),
);

export const OPTIONS = withPublic({ params: siteIdParams }, async ({ req, params }) =>
  preflight(req, (await getWidgetConfig(params.site_id)).origins, ["GET"]),
);
export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

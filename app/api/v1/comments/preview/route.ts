import { previewCommentBody } from "@/lib/comments/comment-widget-schemas";
import { previewComment } from "@/lib/comments/preview-comment";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { previewLimits } from "@/lib/http/comment-limits";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withClient } from "@/lib/http/with-client";

export const POST = withClient(
  { body: previewCommentBody },
  { testKeys: "public", siteOf: ({ body }) => body.site_id, limits: previewLimits },
  async ({ body, auth }) => json(await previewComment({ ...body, auth })),
);

export const OPTIONS = browserPreflight("POST");
export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;

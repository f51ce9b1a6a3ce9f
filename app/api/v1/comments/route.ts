import { createCommentBody, listCommentsQuery } from "@/lib/comments/comment-schemas";
import { createComment } from "@/lib/comments/create-comment";
import { readThreadPage } from "@/lib/comments/read-thread-page";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { commentLimits, publicReadLimits } from "@/lib/http/comment-limits";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { threadPageResponse } from "@/lib/http/thread-page-response";
import { withClient } from "@/lib/http/with-client";

export const GET = withClient(
  { query: listCommentsQuery },
  { testKeys: "own-mode", siteOf: ({ query }) => query.site_id, limits: publicReadLimits },
  async ({ req, query, auth, headers }) =>
    threadPageResponse(
      await readThreadPage({ ...query, auth }, req.headers.get("if-none-match")),
      auth.kind === "guest" && !headers.has("set-cookie"),
    ),
);

export const POST = withClient(
  { body: createCommentBody },
  { testKeys: "own-mode", siteOf: ({ body }) => body.site_id, limits: commentLimits },
  async ({ body, auth, ip }) => json(await createComment({ ...body, auth, ip }), { status: 201 }),
);

export const OPTIONS = browserPreflight("GET", "POST");
export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;

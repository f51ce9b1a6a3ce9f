import { createCommentBody, listCommentsQuery } from "@/lib/comments/comment-schemas";
import { createComment } from "@/lib/comments/create-comment";
import { listThreadComments } from "@/lib/comments/list-thread-comments";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";

export const GET = withApiKey({ query: listCommentsQuery }, async ({ query, auth }) =>
  json(await listThreadComments({ ...query, auth })),
);

export const POST = withApiKey({ body: createCommentBody }, async ({ body, auth }) =>
  json(await createComment({ ...body, auth }), { status: 201 }),
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;

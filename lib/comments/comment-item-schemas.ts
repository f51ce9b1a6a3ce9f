import { z } from "zod";

import { maxContentLength } from "@/lib/core/comment-limits";

/** Path parameters of /v1/comments/{comment_id}/…; a malformed id is answered 404 like an unknown one. */
export const commentIdParams = z.object({ comment_id: z.string().max(100) });

/** Body of PATCH /v1/comments/{comment_id}. */
export const updateCommentBody = z
  .strictObject({ content: z.string().trim().min(1, "must not be empty").max(maxContentLength) })
  .meta({ id: "UpdateCommentRequest" });

import { commentOperations } from "@/lib/http/operations/comments";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(
  commentOperations.listComments,
  commentOperations.createComment,
);

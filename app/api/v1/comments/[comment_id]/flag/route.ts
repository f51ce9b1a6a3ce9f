import { commentItemOperations } from "@/lib/http/operations/comment-items";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(commentItemOperations.flagComment);

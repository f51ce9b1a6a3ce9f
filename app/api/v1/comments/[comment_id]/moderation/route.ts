import { moderationOperations } from "@/lib/http/operations/moderation";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(
  moderationOperations.moderateComment,
  moderationOperations.listModerationActions,
);

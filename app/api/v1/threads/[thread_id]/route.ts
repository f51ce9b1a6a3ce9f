import { serveRoute } from "@/lib/http/operations/serve-route";
import { threadOperations } from "@/lib/http/operations/threads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(
  threadOperations.getThread,
  threadOperations.updateThread,
);

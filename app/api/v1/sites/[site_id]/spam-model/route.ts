import { serveRoute } from "@/lib/http/operations/serve-route";
import { siteOperations } from "@/lib/http/operations/sites";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(
  siteOperations.getSpamModel,
  siteOperations.resetSpamModel,
);

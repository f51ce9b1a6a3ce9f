import { readerOperations } from "@/lib/http/operations/readers";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(readerOperations.requestMagicLink);

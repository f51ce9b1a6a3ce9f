import { readerDataOperations } from "@/lib/http/operations/reader-data";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(readerDataOperations.exportReaderData);

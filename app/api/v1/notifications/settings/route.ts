import { readerMailOperations } from "@/lib/http/operations/reader-mail";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(
  readerMailOperations.getMailSettings,
  readerMailOperations.setMailSettings,
);

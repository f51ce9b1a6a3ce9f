import { importExportOperations } from "@/lib/http/operations/imports-exports";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(
  importExportOperations.startImport,
  importExportOperations.listImports,
);

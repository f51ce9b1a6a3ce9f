import { mailSuppressionOperations } from "@/lib/http/operations/mail-suppressions";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(
  mailSuppressionOperations.listMailSuppressions,
  mailSuppressionOperations.createMailSuppression,
);

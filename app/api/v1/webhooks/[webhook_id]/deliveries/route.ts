import { serveRoute } from "@/lib/http/operations/serve-route";
import { webhookOperations } from "@/lib/http/operations/webhooks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(webhookOperations.listWebhookDeliveries);

import { eventOperations } from "@/lib/http/operations/events";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(eventOperations.listEvents);

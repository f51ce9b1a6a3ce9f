import { banOperations } from "@/lib/http/operations/bans";
import { serveRoute } from "@/lib/http/operations/serve-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveRoute(banOperations.listBans, banOperations.createBan);

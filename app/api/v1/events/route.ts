import { listEventsQuery } from "@/lib/events/event-schemas";
import { listEvents } from "@/lib/events/list-events";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";

export const GET = withApiKey({ testKeys: "own-mode", query: listEventsQuery }, async ({ query, auth }) =>
  json(await listEvents(auth, query)),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { eventIdParams } from "@/lib/events/event-schemas";
import { getEvent } from "@/lib/events/get-event";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";

export const GET = withApiKey({ testKeys: "own-mode", params: eventIdParams }, async ({ params, auth }) =>
  json(await getEvent(auth, params.event_id)),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { getThread } from "@/lib/threads/get-thread";
import { threadIdParams, updateThreadBody } from "@/lib/threads/thread-schemas";
import { updateThread } from "@/lib/threads/update-thread";

export const GET = withApiKey({ testKeys: "own-mode", params: threadIdParams }, async ({ params, auth }) =>
  json(await getThread(auth, params.thread_id)),
);

export const PATCH = withApiKey(
  { testKeys: "own-mode", params: threadIdParams, body: updateThreadBody },
  async ({ params, body, auth }) => json(await updateThread(auth, params.thread_id, body)),
);

export const POST = methodNotAllowed("GET", "PATCH");
export const PUT = POST;
export const DELETE = POST;

import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { listThreads } from "@/lib/threads/list-threads";
import { listThreadsQuery } from "@/lib/threads/thread-schemas";

export const GET = withApiKey({ testKeys: "own-mode", query: listThreadsQuery }, async ({ query, auth }) =>
  json(await listThreads(auth, query)),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { getThread } from "@/lib/threads/get-thread";
import { listThreads } from "@/lib/threads/list-threads";
import {
  listThreadsQuery,
  threadIdParams,
  threadListSchema,
  threadSchema,
  updateThreadBody,
} from "@/lib/threads/thread-schemas";
import { updateThread } from "@/lib/threads/update-thread";

import { json } from "../json-response";
import { defineApiKeyOperation } from "./define-api-key-operation";

/** The thread operations. */
export const threadOperations = {
  listThreads: defineApiKeyOperation({
    method: "GET",
    path: "/v1/threads",
    summary: "List threads",
    description: "A site's threads with their comment counts, newest activity first.",
    testKeys: "own-mode",
    query: listThreadsQuery,
    success: { status: 200, schema: threadListSchema, description: "One page of threads." },
    errors: [404],
    handle: async ({ query, auth }) => json(await listThreads(auth, query)),
  }),
  getThread: defineApiKeyOperation({
    method: "GET",
    path: "/v1/threads/{thread_id}",
    summary: "Get a thread",
    testKeys: "own-mode",
    params: threadIdParams,
    success: { status: 200, schema: threadSchema, description: "The thread." },
    handle: async ({ params, auth }) => json(await getThread(auth, params.thread_id)),
  }),
  updateThread: defineApiKeyOperation({
    method: "PATCH",
    path: "/v1/threads/{thread_id}",
    summary: "Update a thread",
    description: "Set a thread's title, or lock it against new comments (and unlock it).",
    testKeys: "own-mode",
    params: threadIdParams,
    body: updateThreadBody,
    success: { status: 200, schema: threadSchema, description: "The thread after the change." },
    handle: async ({ params, body, auth }) => json(await updateThread(auth, params.thread_id, body)),
  }),
};

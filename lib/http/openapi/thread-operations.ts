import {
  listThreadsQuery,
  threadIdParams,
  threadListSchema,
  threadSchema,
  updateThreadBody,
} from "@/lib/threads/thread-schemas";

import type { ApiOperation } from "./api-operation";

/** The thread operations. */
export const threadOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/v1/threads",
    summary: "List a site's threads with their comment counts, newest activity first.",
    auth: "api_key",
    testKeys: "own-mode",
    query: listThreadsQuery,
    success: { status: 200, schema: threadListSchema, description: "One page of threads." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "get",
    path: "/v1/threads/{thread_id}",
    summary: "Get one thread.",
    auth: "api_key",
    testKeys: "own-mode",
    params: threadIdParams,
    success: { status: 200, schema: threadSchema, description: "The thread." },
    errors: [401, 404, 429],
  },
  {
    method: "patch",
    path: "/v1/threads/{thread_id}",
    summary: "Set a thread's title, or lock it against new comments (and unlock it).",
    auth: "api_key",
    testKeys: "own-mode",
    params: threadIdParams,
    body: updateThreadBody,
    success: { status: 200, schema: threadSchema, description: "The thread after the change." },
    errors: [400, 401, 404, 413, 415, 422, 429],
  },
];

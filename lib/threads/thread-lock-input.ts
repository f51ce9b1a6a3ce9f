import { threadIdParams, updateThreadBody } from "./thread-schemas";

/** The dashboard's lock and unlock: the thread, and `locked` as PATCH /v1/threads/{thread_id} takes it. */
export const threadLockInput = threadIdParams.extend({ locked: updateThreadBody.shape.locked.unwrap() });

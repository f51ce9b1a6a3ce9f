import type { AccountScope } from "@/lib/core/account-scope";

import { findAccountThread } from "./find-account-thread";
import { serializeThread } from "./serialize-thread";
import type { ThreadView } from "./thread-schemas";

/** One thread of the scope's account, with its counts. */
export async function getThread(scope: AccountScope, threadId: string): Promise<ThreadView> {
  return serializeThread(await findAccountThread(scope, threadId));
}

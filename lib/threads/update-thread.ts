import type { AccountScope } from "@/lib/core/account-scope";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import { findAccountThread } from "./find-account-thread";
import { serializeThread } from "./serialize-thread";
import type { ThreadView, UpdateThreadBody } from "./thread-schemas";

/**
 * Sets a thread's title or locks and unlocks it. Each real change writes its event in the same
 * transaction (`thread.updated` for the title, `thread.locked` or `thread.unlocked`); sending what
 * is already there changes nothing.
 */
export async function updateThread(
  scope: AccountScope,
  threadId: string,
  input: UpdateThreadBody,
): Promise<ThreadView> {
  const found = await findAccountThread(scope, threadId);
  const titleChanged = input.title !== undefined && input.title !== found.title;
  const lockChanged = input.locked !== undefined && input.locked !== found.locked;
  if (!titleChanged && !lockChanged) return serializeThread(found);
  return transaction(async (tx) => {
    if (titleChanged) await tx.thread.update({ where: { id: found.id }, data: { title: input.title } });
    // Compare-and-set, so two requests locking at once write one thread.locked between them.
    const locking = lockChanged
      ? (await tx.thread.updateMany({ where: { id: found.id, locked: !input.locked }, data: { locked: input.locked } }))
          .count
      : 0;
    const thread = serializeThread(await tx.thread.findUniqueOrThrow({ where: { id: found.id } }));
    const event = { accountId: found.site.accountId, siteId: found.siteId, livemode: found.livemode, object: thread };
    if (titleChanged) await recordEvent(tx, { ...event, type: "thread.updated" });
    if (locking) await recordEvent(tx, { ...event, type: thread.locked ? "thread.locked" : "thread.unlocked" });
    return thread;
  });
}

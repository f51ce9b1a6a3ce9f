import { db } from "@/lib/db/client";
import type { CommentWhere } from "@/lib/db/model-types";

import { tabWhere } from "./build-queue-where";
import { queueTabs, type QueueTab } from "./queue-filters";

/** How many comments each tab holds under the view's filters (every filter but the tab itself). */
export async function countQueueTabs(where: CommentWhere): Promise<Record<QueueTab, number>> {
  const counts = await Promise.all(
    queueTabs.map((tab) => db().comment.count({ where: { AND: [where, tabWhere(tab)] } })),
  );
  return Object.fromEntries(queueTabs.map((tab, i) => [tab, counts[i]!])) as Record<QueueTab, number>;
}

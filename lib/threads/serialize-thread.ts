import type { ThreadRow } from "@/lib/db/model-types";

import type { ThreadView } from "./thread-schemas";

/** A stored thread in the API's shape. */
export function serializeThread(row: ThreadRow): ThreadView {
  return {
    id: row.id,
    site_id: row.siteId,
    url: row.url,
    title: row.title,
    locked: row.locked,
    comment_count: row.commentCount,
    top_level_count: row.topLevelCount,
    last_activity_at: row.lastActivityAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

/** An ancestor of a comment as the listing walk reads it. */
export type AncestorRow = { id: string; parentId: string | null; status: string; listed: boolean; replyCount: number };

// From the comment named, up its parents while each is a placeholder whose listing flips with this
// change (its listed-replies count at `from` and its listed flag agreeing), the first one that
// does not included; `depth` caps one batch (the caller goes on from the last row).
const read = {
  sqlite: `WITH RECURSIVE chain("id", "parentId", "status", "listed", "replyCount", "depth") AS (
      SELECT "id", "parentId", "status", "listed", "replyCount", 1 FROM "Comment" WHERE "id" = ?
      UNION ALL
      SELECT c."id", c."parentId", c."status", c."listed", c."replyCount", chain."depth" + 1
        FROM "Comment" c JOIN chain ON c."id" = chain."parentId"
        WHERE chain."status" = 'deleted' AND chain."replyCount" = ? AND chain."listed" = ? AND chain."depth" < ?)
    SELECT "id", "parentId", "status", "listed", "replyCount" FROM chain ORDER BY "depth"`,
  postgresql: `WITH RECURSIVE chain("id", "parentId", "status", "listed", "replyCount", "depth") AS (
      SELECT "id", "parentId", "status", "listed", "replyCount", 1 FROM "Comment" WHERE "id" = $1
      UNION ALL
      SELECT c."id", c."parentId", c."status", c."listed", c."replyCount", chain."depth" + 1
        FROM "Comment" c JOIN chain ON c."id" = chain."parentId"
        WHERE chain."status" = 'deleted' AND chain."replyCount" = $2::integer AND chain."listed" = $3::boolean
          AND chain."depth" < $4::integer)
    SELECT "id", "parentId", "status", "listed", "replyCount" FROM chain ORDER BY "depth"`,
};

/**
 * Reads, in one statement, the ancestors from `parentId` up that a listing change of one of their
 * replies flips (deleted placeholders with `replyCount` at `from`), then the first that it does not.
 */
export async function readFlippingAncestors(
  tx: Tx,
  input: { parentId: string; from: number; listed: boolean; limit: number },
): Promise<AncestorRow[]> {
  const rows = await runInTransaction<AncestorRow & { listed: boolean | number }>(tx, read, [
    input.parentId,
    input.from,
    input.listed,
    input.limit,
  ]);
  return rows.map((row) => ({ ...row, listed: Boolean(row.listed), replyCount: Number(row.replyCount) }));
}

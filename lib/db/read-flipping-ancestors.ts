import { sql } from "kysely";

import { runInTransaction } from "./run-in-transaction";
import { defineStatement } from "./sql-builder";
import type { Tx } from "./transaction";

/** An ancestor of a comment as the listing walk reads it. */
export type AncestorRow = { id: string; parentId: string | null; status: string; listed: boolean; replyCount: number };

// From the comment named, up its parents while each is a placeholder whose listing flips with this
// change (its listed-replies count at `from` and its listed flag agreeing), the first one that
// does not included; `depth` caps one batch (the caller goes on from the last row).
const ancestors = defineStatement((q, p: { parentId: string; from: number; listed: boolean; limit: number }) =>
  q
    .withRecursive("chain(id, parentId, status, listed, replyCount, depth)", (chain) =>
      chain
        .selectFrom("Comment")
        .select(["id", "parentId", "status", "listed", "replyCount", sql<number>`1`.as("depth")])
        .where("id", "=", p.parentId)
        .unionAll((up) =>
          up
            .selectFrom("Comment as c")
            .innerJoin("chain", "c.id", "chain.parentId")
            .select(["c.id", "c.parentId", "c.status", "c.listed", "c.replyCount"])
            .select((eb) => eb("chain.depth", "+", 1).as("depth"))
            .where("chain.status", "=", "deleted")
            .where("chain.replyCount", "=", p.from)
            .where("chain.listed", "=", p.listed)
            .where("chain.depth", "<", p.limit),
        ),
    )
    .selectFrom("chain")
    .select(["id", "parentId", "status", "listed", "replyCount"])
    .orderBy("depth"),
);

/**
 * Reads, in one statement, the ancestors from `parentId` up that a listing change of one of their
 * replies flips (deleted placeholders with `replyCount` at `from`), then the first that it does not.
 */
export async function readFlippingAncestors(
  tx: Tx,
  input: { parentId: string; from: number; listed: boolean; limit: number },
): Promise<AncestorRow[]> {
  const rows = await runInTransaction(tx, ancestors, input);
  return rows.map((row) => ({ ...row, listed: Boolean(Number(row.listed)), replyCount: Number(row.replyCount) }));
}

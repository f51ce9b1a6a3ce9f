import { sql } from "kysely";

import { runInTransaction } from "./run-in-transaction";
import { defineStatement } from "./sql-builder";
import { transaction } from "./transaction";

// A guest's vote, reaction or flag is keyed by their hashed IP ("ip:<hash>"): past the retention
// period the key becomes "expired:<row id>", still unique, no longer anyone's address.
const tables = ["Vote", "Reaction", "Flag"] as const;

const expiries = tables.map((table) =>
  defineStatement((q, p: { cutoff: Date }) =>
    q
      .updateTable(table)
      .set({ voterKey: sql<string>`'expired:' || ${sql.ref("id")}` })
      .where("voterKey", "like", "ip:%")
      .where("createdAt", "<", p.cutoff),
  ),
);

/** Replaces the hashed IPs that key guests' votes, reactions and flags older than `cutoff`. */
export async function expireIpVoterKeys(cutoff: Date): Promise<void> {
  await transaction(async (tx) => {
    for (const expiry of expiries) await runInTransaction(tx, expiry, { cutoff });
  });
}

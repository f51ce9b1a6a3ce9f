import { runInTransaction, type TxStatement } from "./run-in-transaction";
import { transaction } from "./transaction";

// A guest's vote, reaction or flag is keyed by their hashed IP ("ip:<hash>"): past the retention
// period the key becomes "expired:<row id>", still unique, no longer anyone's address.
const tables = ["Vote", "Reaction", "Flag"] as const;

function statementFor(table: (typeof tables)[number]): TxStatement {
  return {
    sqlite: `UPDATE "${table}" SET "voterKey" = 'expired:' || "id" WHERE "voterKey" LIKE 'ip:%' AND "createdAt" < ?`,
    postgresql: `UPDATE "${table}" SET "voterKey" = 'expired:' || "id" WHERE "voterKey" LIKE 'ip:%' AND "createdAt" < $1::timestamp(3)`,
  };
}

/** Replaces the hashed IPs that key guests' votes, reactions and flags older than `cutoff`. */
export async function expireIpVoterKeys(cutoff: Date): Promise<void> {
  await transaction(async (tx) => {
    for (const table of tables) await runInTransaction(tx, statementFor(table), [cutoff]);
  });
}

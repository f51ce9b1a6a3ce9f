import { newId } from "@/lib/core/new-id";
import { transaction } from "@/lib/db/transaction";
import { settleIdempotentRequest } from "@/lib/idempotency/settle-idempotent-request";

import { serializeBan } from "./serialize-ban";

/** What a new ban holds: the target (kind, the value checked, the label shown), why, and until when. */
export type BanTarget = {
  siteId: string;
  kind: string;
  value: string;
  label: string;
  reason: string | null;
  expiresAt: Date | null;
};

/** Stores a ban and its "ban" entry in the audit log (who did it) in one transaction (with the API's answer under an Idempotency-Key). */
export async function insertBan(target: BanTarget, actor: string) {
  return transaction(async (tx) => {
    const row = await tx.ban.create({ data: { id: newId("ban"), ...target } });
    await tx.banAction.create({
      data: {
        id: newId("bna"),
        siteId: row.siteId,
        banId: row.id,
        action: "ban",
        actor,
        kind: row.kind,
        label: row.label,
        reason: row.reason,
        expiresAt: row.expiresAt,
        createdAt: row.createdAt,
      },
    });
    await settleIdempotentRequest(tx, 201, serializeBan(row));
    return row;
  });
}

import { db } from "@/lib/db/client";
import { expireIpVoterKeys } from "@/lib/db/expire-ip-voter-keys";

const dayMs = 24 * 60 * 60 * 1000;

/** How long hashed IPs are kept, in days (IP_HASH_RETENTION_DAYS, default 90). */
export function ipHashRetentionDays(): number {
  const configured = Number(process.env.IP_HASH_RETENTION_DAYS);
  return Number.isFinite(configured) && configured > 0 ? configured : 90;
}

/**
 * Drops the hashed IPs older than the retention period: on comments (guests' and readers'), and
 * the keys of guests' votes, reactions and flags. Bans by IP are kept: a ban is a deliberate record.
 * Returns how many comments lost theirs.
 */
export async function purgeOldIpHashes(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ipHashRetentionDays() * dayMs);
  const { count } = await db().comment.updateMany({
    where: { authorIpHash: { not: null }, createdAt: { lt: cutoff } },
    data: { authorIpHash: null },
  });
  await expireIpVoterKeys(cutoff);
  return count;
}

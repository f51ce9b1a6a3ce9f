import { randomBytes } from "node:crypto";

import { db } from "@/lib/db/client";

/**
 * Claims up to `limit` unsent notices for this worker for `leaseMs`: a conditional update, so of
 * several instances only one gets each notice; a claim left by a crashed worker runs out and the
 * notice is claimed again.
 */
export async function claimPendingNotices(input: {
  now: Date;
  leaseMs: number;
  limit: number;
}): Promise<{ token: string; ids: string[] }> {
  const free = { sentAt: null, OR: [{ claimUntil: null }, { claimUntil: { lt: input.now } }] };
  const candidates = await db().pendingNotice.findMany({
    where: free,
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: input.limit,
  });
  const token = randomBytes(12).toString("hex");
  if (candidates.length === 0) return { token, ids: [] };
  await db().pendingNotice.updateMany({
    where: { id: { in: candidates.map((c) => c.id) }, ...free },
    data: { claimToken: token, claimUntil: new Date(input.now.getTime() + input.leaseMs) },
  });
  const claimed = await db().pendingNotice.findMany({
    where: { claimToken: token },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  return { token, ids: claimed.map((c) => c.id) };
}

import { db } from "@/lib/db/client";

/** The ids of live-mode outbox events above `after`, in id order, at most `limit` of them. */
export async function listLiveEventIds(after: string, limit: number): Promise<string[]> {
  const rows = await db().event.findMany({
    where: { livemode: true, id: { gt: after } },
    select: { id: true },
    orderBy: { id: "asc" },
    take: limit,
  });
  return rows.map((row) => row.id);
}

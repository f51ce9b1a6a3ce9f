import { db } from "@/lib/db/client";

/** The bans in force on a site that apply to an author: by reader id, by e-mail, or by the IP hash of their comment. */
export async function listAuthorBans(
  siteId: string,
  who: { readerId: string | null; email: string | null; ipHash: string | null },
  now = new Date(),
) {
  const targets = [
    who.readerId ? { kind: "reader", value: who.readerId } : null,
    who.email ? { kind: "email", value: who.email.toLowerCase() } : null,
    who.ipHash ? { kind: "ip", value: who.ipHash } : null,
  ].filter((t): t is { kind: string; value: string } => t !== null);
  if (!targets.length) return [];
  const rows = await db().ban.findMany({
    where: { siteId, OR: targets, AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as "reader" | "email" | "ip",
    label: row.label,
    reason: row.reason,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  }));
}

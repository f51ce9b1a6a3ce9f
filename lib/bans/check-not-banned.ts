import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

/** Refuses a write (403 `banned`) from a reader, e-mail address or IP hash that the site has banned. */
export async function checkNotBanned(
  siteId: string,
  who: { readerId?: string | null; email?: string | null; ipHash?: string | null },
  now = new Date(),
) {
  const targets = [
    who.readerId ? { kind: "reader", value: who.readerId } : null,
    who.email ? { kind: "email", value: who.email.toLowerCase() } : null,
    who.ipHash ? { kind: "ip", value: who.ipHash } : null,
  ].filter((t): t is { kind: string; value: string } => t !== null);
  if (!targets.length) return;
  const ban = await db().ban.findFirst({
    where: { siteId, OR: targets, AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }] },
    select: { expiresAt: true },
  });
  if (ban) {
    const until = ban.expiresAt ? ` until ${ban.expiresAt.toISOString()}` : "";
    throw new AppError("banned", `You are banned from commenting on this site${until}.`);
  }
}

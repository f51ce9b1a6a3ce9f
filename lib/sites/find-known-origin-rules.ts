import { db } from "@/lib/db/client";

import type { OriginRules } from "./is-origin-allowed";

/**
 * Origin rules made of every site domain that covers the origin's host (itself, or a `*.` parent),
 * for a CORS preflight that names no site: preflights carry no body and no credentials.
 */
export async function findKnownOriginRules(origin: string | null): Promise<OriginRules> {
  if (!origin || !URL.canParse(origin)) return { domains: [], allowedOrigins: [] };
  const url = new URL(origin);
  const host = url.hostname.toLowerCase();
  const labels = host.split(".");
  // A loopback domain may name its port (`localhost:3000`): the origin's host with its port is one more candidate.
  const candidates = [host, url.host, ...labels.slice(1).map((_, i) => `*.${labels.slice(i + 1).join(".")}`)];
  const rows = await db().siteDomain.findMany({
    where: { host: { in: candidates } },
    select: { host: true },
    take: 10,
  });
  return { domains: rows.map((row) => row.host), allowedOrigins: [] };
}

import { configuredPublicUrl } from "@/lib/core/configured-public-url";
import { db } from "@/lib/db/client";
import { retryOnUniqueViolation } from "@/lib/db/retry-on-unique-violation";
import { transaction } from "@/lib/db/transaction";
import { createSite } from "@/lib/sites/create-site";
import { domainSchema } from "@/lib/sites/site-schemas";
import { updateSite } from "@/lib/sites/update-site";

// The demo account's id is fixed (a well-formed account id no random one can take: its time part
// is zero), so that its primary key makes concurrent first visits agree on one account.
const demoAccountId = "acct_0000000000000000000000dem0";
const demoName = "Threadline demo";

// The hosts the demo page is served on: this machine, and PUBLIC_URL's host when set.
function demoDomains(): string[] {
  const publicUrl = configuredPublicUrl();
  const hosts = ["localhost", "127.0.0.1", ...(publicUrl ? [new URL(publicUrl).hostname] : [])];
  // An IP literal such as [::1] is no site domain; the loopback names above cover this machine.
  return [...new Set(hosts.filter((host) => domainSchema.safeParse(host).success))];
}

function findDemoSite() {
  return db().site.findFirst({
    where: { accountId: demoAccountId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { domains: true },
  });
}

/**
 * The demo site behind /demo (guests and magic links, no moderation), made on the first visit with
 * its own account. Idempotent and safe under concurrent first visits: the account row, upserted
 * first in the transaction, serializes them (a row lock on PostgreSQL, the single writer on
 * SQLite; a racing insert's unique violation is retried), so the loser finds the winner's site.
 * A host of PUBLIC_URL set later is added to the site's domains.
 */
export async function ensureDemoSite(): Promise<{ siteId: string }> {
  const wanted = demoDomains();
  const existing = await findDemoSite();
  if (existing) {
    const hosts = existing.domains.map((domain) => domain.host);
    if (wanted.some((host) => !hosts.includes(host))) {
      const domains = [...new Set([...hosts, ...wanted])];
      await retryOnUniqueViolation(() =>
        updateSite({ accountId: demoAccountId, livemode: true }, existing.id, { domains }),
      );
    }
    return { siteId: existing.id };
  }
  const siteId = await retryOnUniqueViolation(() =>
    transaction(async (tx) => {
      await tx.account.upsert({
        where: { id: demoAccountId },
        create: { id: demoAccountId, name: demoName, email: "demo@threadline.localhost" },
        update: { name: demoName },
      });
      const site = await tx.site.findFirst({
        where: { accountId: demoAccountId },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      if (site) return site.id;
      const created = await createSite(
        { accountId: demoAccountId, livemode: true },
        {
          name: demoName,
          domains: wanted,
          embed: { sign_in_modes: ["guest", "magic_link"] },
          moderation: { mode: "none" },
        },
        tx,
      );
      return created.id;
    }),
  );
  return { siteId };
}

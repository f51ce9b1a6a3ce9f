import { newId } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import type { Tx } from "@/lib/db/transaction";
import { normalizeDomain } from "./normalize-domain";
import { serializeSite, type SiteView } from "./serialize-site";

/** Creates a site with its domains for an account. */
export async function createSite(
  input: { accountId: string; name: string; domains: string[] },
  tx: Tx = db(),
): Promise<SiteView> {
  const hosts = [...new Set(input.domains.map((d) => normalizeDomain(d)))];
  const row = await tx.site.create({
    data: {
      id: newId("site"),
      accountId: input.accountId,
      name: input.name,
      domains: { create: hosts.map((host) => ({ id: newId("dom"), host })) },
    },
    include: { domains: true },
  });
  return serializeSite(row);
}

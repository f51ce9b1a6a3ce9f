import type { ClientAuth } from "@/lib/readers/client-auth";
import { findAccountSite } from "@/lib/sites/find-account-site";
import { findPublicSite } from "@/lib/sites/find-public-site";

/**
 * The site and mode a read acts on: an API key reads its own account's site in the key's mode;
 * browsers (guests and readers) read what the page shows anyway, the live, published data of any site.
 */
export async function findReadableSite(auth: ClientAuth, siteId: string) {
  if (auth.kind === "api_key") return { site: await findAccountSite(auth.accountId, siteId), livemode: auth.livemode };
  return { site: await findPublicSite(siteId), livemode: true };
}

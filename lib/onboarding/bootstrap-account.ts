import { createApiKey } from "@/lib/api-keys/create-api-key";
import { newId } from "@/lib/core/new-id";
import { parseDisplayName } from "@/lib/core/parse-display-name";
import { transaction } from "@/lib/db/transaction";
import { addMember } from "@/lib/members/add-member";
import { createSite } from "@/lib/sites/create-site";
import { normalizeDomain } from "@/lib/sites/normalize-domain";
import { maxSiteNameLength } from "@/lib/sites/site-schemas";

/** Creates an account with its owner (a dashboard member), one site and one live and one test API key, all or nothing. */
export async function bootstrapAccount(input: { email: string; siteName: string; domain: string }) {
  // The CLI's --site-name names the account too: the same rule as a site name given over the API.
  const name = parseDisplayName(input.siteName, maxSiteNameLength, "site_name");
  return transaction(async (tx) => {
    const account = await tx.account.create({
      data: { id: newId("acct"), name, email: input.email.toLowerCase() },
    });
    const site = await createSite(
      { accountId: account.id, livemode: true },
      { name, domains: [normalizeDomain(input.domain, "domain")] },
      tx,
    );
    await addMember(account.id, { email: input.email, role: "owner" }, tx);
    const live = await createApiKey(account.id, { mode: "live", name: "bootstrap" }, tx);
    const test = await createApiKey(account.id, { mode: "test", name: "bootstrap" }, tx);
    return { account_id: account.id, site_id: site.id, api_keys: { live: live.key, test: test.key } };
  });
}

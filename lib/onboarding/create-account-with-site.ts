import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { signupPolicy } from "@/lib/core/signup-policy";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { createSite } from "@/lib/sites/create-site";
import { normalizeDomain } from "@/lib/sites/normalize-domain";

import type { NewAccountInput } from "./new-account-schema";

/** How many accounts one person may own by signing up (more are made by the operator's CLI). */
export const maxSelfServeAccounts = 10;

/**
 * Creates an account owned by a signed-in member, with its first site, all or nothing: the
 * welcome page's step after the sign-up link (and "Create another account"). Only while sign-ups
 * are open; `threadline bootstrap` stays the operator's way in every setting.
 */
export async function createAccountWithSite(memberId: string, input: NewAccountInput) {
  if (signupPolicy() !== "open") {
    throw new AppError(
      "signups_closed",
      "New accounts are made by this server's operator; ask them for an invitation.",
    );
  }
  const domain = normalizeDomain(input.domain, "domain");
  const member = await db().member.findUniqueOrThrow({ where: { id: memberId } });
  const owned = await db().membership.count({ where: { memberId, role: "owner" } });
  if (owned >= maxSelfServeAccounts) {
    throw new AppError(
      "account_limit",
      `You own ${owned} accounts already, the most one person can make here; add sites to one of them instead.`,
    );
  }
  return transaction(async (tx) => {
    const account = await tx.account.create({
      data: { id: newId("acct"), name: input.account_name, email: member.email },
    });
    await tx.membership.create({
      data: { id: newId("msh"), accountId: account.id, memberId, role: "owner", joinedAt: new Date() },
    });
    const site = await createSite(
      { accountId: account.id, livemode: true },
      { name: input.site_name, domains: [domain] },
      tx,
    );
    return { accountId: account.id, siteId: site.id };
  });
}

import { setAccountPlan } from "@/lib/accounts/set-account-plan";
import type { MemberRole } from "@/lib/core/member-roles";
import { db } from "@/lib/db/client";
import { withDatabaseUrl } from "@/lib/db/database-url";
import { inviteMember } from "@/lib/members/invite-member";
import { bootstrapAccount } from "@/lib/onboarding/bootstrap-account";
import { registerEventSubscribers } from "@/lib/startup/register-event-subscribers";

import type { Bootstrapped } from "./run-cli";

// The factories create sites, whose events the outbox hands to webhooks and live streams.
registerEventSubscribers();

/**
 * Test data made in the test's own process through the domain functions, on the database of the
 * server under test: what `threadline bootstrap`, `accounts set-plan` and `members invite` do,
 * without starting the CLI (a process of its own, about two seconds each). The CLI itself is
 * still walked end to end: `bootstrap` by tests/e2e/sign-in.test.ts, `keys` by
 * tests/api/errors-and-auth.test.ts, `members invite` by tests/api/dashboard-sign-in.test.ts.
 */

/** What a new account may be given; the defaults are `threadline bootstrap`'s. */
export type AccountOptions = {
  email?: string;
  siteName?: string;
  domain?: string;
  /**
   * The site's spam filter: `score` unless a test asks for another, so that a browser test's form,
   * sent at machine speed, is scored but not held (tests/api/spam-filter.test.ts tests the others).
   */
  spamFilter?: "off" | "score" | "hold" | "block";
};

/** A new account with its owner, one site and one live and one test API key (as `threadline bootstrap --json` prints them). */
export async function buildAccount(databaseUrl: string, options: AccountOptions = {}): Promise<Bootstrapped> {
  return withDatabaseUrl(databaseUrl, async () => {
    const made = await bootstrapAccount({
      email: options.email ?? "owner@example.com",
      siteName: options.siteName ?? "My site",
      domain: options.domain ?? "localhost",
    });
    await db().site.update({
      where: { id: made.site_id },
      data: { moderationJson: JSON.stringify({ spam_filter: options.spamFilter ?? "score" }) },
    });
    return made;
  });
}

/** Moves an account to another plan (as `threadline accounts set-plan`). */
export async function setPlan(
  databaseUrl: string,
  accountId: string,
  plan: "free" | "publisher" | "business",
): Promise<void> {
  await withDatabaseUrl(databaseUrl, () => setAccountPlan(accountId, plan));
}

/**
 * Invites a member into an account (as `threadline members invite`); the invitation goes to the
 * test processes' dev mailbox (MAIL_DIR of vitest.config.ts), which no test reads.
 */
export async function buildMember(
  databaseUrl: string,
  input: { accountId: string; email: string; role?: MemberRole; siteIds?: string[] },
): Promise<void> {
  await withDatabaseUrl(databaseUrl, () =>
    inviteMember(input.accountId, {
      email: input.email.toLowerCase(),
      role: input.role ?? "moderator",
      site_ids: input.siteIds ?? [],
    }),
  );
}

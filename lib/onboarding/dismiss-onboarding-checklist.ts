import { db } from "@/lib/db/client";

/** Hides the getting-started checklist for everyone in the account. */
export async function dismissOnboardingChecklist(accountId: string): Promise<void> {
  await db().account.update({ where: { id: accountId }, data: { onboardingDismissedAt: new Date() } });
}

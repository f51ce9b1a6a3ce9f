import { AppError } from "@/lib/core/app-error";
import { planNames, type PlanName } from "@/lib/core/plans";
import { db } from "@/lib/db/client";

import { findAccount } from "./find-account";

/** Moves an account to another plan (no billing here); answers the account's id and new plan. */
export async function setAccountPlan(accountId: string, plan: string): Promise<{ account_id: string; plan: PlanName }> {
  if (!planNames.includes(plan as PlanName)) {
    throw new AppError("validation_failed", `Unknown plan "${plan}"; choose one of ${planNames.join(", ")}.`);
  }
  await findAccount(accountId);
  await db().account.update({ where: { id: accountId }, data: { plan } });
  return { account_id: accountId, plan: plan as PlanName };
}

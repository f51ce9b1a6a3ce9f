import { setAccountPlan } from "@/lib/accounts/set-account-plan";

import { helpText } from "./help-text";

/** `threadline accounts set-plan acct_… free|publisher|business`. */
export async function runAccounts(args: string[]): Promise<void> {
  const [action, accountId, plan] = args;
  if (action !== "set-plan" || !accountId || !plan) throw new Error(`usage:\n${helpText("accounts")}`);
  const result = await setAccountPlan(accountId, plan);
  console.log(
    args.includes("--json") ? JSON.stringify(result) : `${result.account_id} is now on the ${result.plan} plan`,
  );
}

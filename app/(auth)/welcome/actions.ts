"use server";

import { setAccountCookie } from "@/lib/http/account-cookie";
import { currentPerson } from "@/lib/http/current-person";
import { runAction } from "@/lib/http/run-action";
import { createAccountWithSite } from "@/lib/onboarding/create-account-with-site";
import { newAccountSchema, type NewAccountInput } from "@/lib/onboarding/new-account-schema";

/** Creates the signed-in person's account and first site, and makes it the account this browser works in. */
export async function createAccountAction(values: NewAccountInput) {
  const person = await currentPerson();
  return runAction(newAccountSchema, values, async (input) => {
    const created = await createAccountWithSite(person.id, input);
    await setAccountCookie(created.accountId);
    return created;
  });
}

import { db } from "@/lib/db/client";

import { findAccount } from "./find-account";

/** Gives an account a new name (already validated by renameAccountBody); answers its id and name. */
export async function renameAccount(accountId: string, name: string): Promise<{ id: string; name: string }> {
  await findAccount(accountId);
  const account = await db().account.update({ where: { id: accountId }, data: { name } });
  return { id: account.id, name: account.name };
}

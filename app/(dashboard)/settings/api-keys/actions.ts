"use server";

import { revalidatePath } from "next/cache";

import { createApiKeyBody, revokeApiKeyBody } from "@/lib/api-keys/api-key-schemas";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { revokeAccountApiKey } from "@/lib/api-keys/revoke-account-api-key";
import { managerRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";

/** Creates a named live or test key of the member's account; the whole key comes back this once. */
export const createKey = memberAction({ schema: createApiKeyBody, roles: managerRoles }, async (input, member) => {
  const created = await createApiKey(member.accountId, { mode: input.mode, name: input.name });
  revalidatePath("/settings/api-keys");
  return created;
});

/** Revokes one of the account's keys. */
export const revokeKey = memberAction({ schema: revokeApiKeyBody, roles: managerRoles }, async (input, member) => {
  const revoked = await revokeAccountApiKey(member.accountId, input.key_id);
  revalidatePath("/settings/api-keys");
  return revoked;
});

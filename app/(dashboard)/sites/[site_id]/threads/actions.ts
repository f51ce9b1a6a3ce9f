"use server";

import { revalidatePath } from "next/cache";

import { managerRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { threadLockInput } from "@/lib/threads/thread-lock-input";
import { updateThread } from "@/lib/threads/update-thread";

/**
 * Locks or unlocks a live thread of the member's account, as PATCH /v1/threads/{id} does (the same
 * event); another account's thread is not found, whatever id the request carries.
 */
export const setThreadLockAction = memberAction(
  { schema: threadLockInput, roles: managerRoles },
  async (input, member) => {
    const thread = await updateThread({ accountId: member.accountId, livemode: true }, input.thread_id, {
      locked: input.locked,
    });
    revalidatePath(`/sites/${thread.site_id}/threads`);
    return thread;
  },
);

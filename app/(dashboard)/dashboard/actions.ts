"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { managerRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { dismissOnboardingChecklist } from "@/lib/onboarding/dismiss-onboarding-checklist";

/** Hides the getting-started checklist of the member's account (owners and admins). */
export const dismissChecklistAction = memberAction(
  { schema: z.object({}), roles: managerRoles },
  async (_input, member) => {
    await dismissOnboardingChecklist(member.accountId);
    revalidatePath("/dashboard");
    return { dismissed: true };
  },
);

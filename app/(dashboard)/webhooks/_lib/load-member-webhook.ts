import { notFound } from "next/navigation";
import { cache } from "react";

import { AppError } from "@/lib/core/app-error";
import { managerRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { getWebhook } from "@/lib/webhooks/get-webhook";

/**
 * The endpoint of a /webhooks/[webhook_id] page in the member's account and mode, or the
 * not-found page (another account's id included). Once per request: the layout asks first, before
 * the loading skeleton streams, so a missing endpoint still answers 404; the page reuses it.
 */
export const loadMemberWebhook = cache(async (webhookId: string, mode: "live" | "test") => {
  const member = await requireRole(managerRoles);
  const scope = { accountId: member.accountId, livemode: mode === "live" };
  try {
    return { member, scope, webhook: await getWebhook(scope, webhookId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "webhook_not_found") notFound();
    throw error;
  }
});

import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";
import { db } from "@/lib/db/client";

import { hashDashboardSignInToken, newDashboardSignInToken } from "./dashboard-sign-in-token";

/** How long an invitation link works: longer than a sign-in link, since people read mail later. */
export const invitationMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A single-use link that signs the invited address in: a next-auth e-mail verification token (its
 * own hash of it is stored), valid for 7 days, leading to the dashboard.
 */
export async function createInvitationLink(email: string, now = new Date()): Promise<string> {
  const token = newDashboardSignInToken();
  await db().memberVerificationToken.create({
    data: {
      identifier: email,
      token: hashDashboardSignInToken(token),
      expires: new Date(now.getTime() + invitationMaxAgeMs),
    },
  });
  const base = dashboardBaseUrl();
  const query = new URLSearchParams({ callbackUrl: `${base}/dashboard`, token, email });
  return `${base}/api/auth/callback/email?${query}`;
}

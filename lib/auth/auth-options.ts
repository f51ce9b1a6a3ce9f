import type { NextAuthOptions } from "next-auth";
import EmailProvider from "next-auth/providers/email";

import { dashboardAuthSecret } from "@/lib/core/dashboard-auth-secret";
import { memberAuthAdapter } from "@/lib/db/member-auth-adapter";
import { newDashboardSignInToken } from "@/lib/members/dashboard-sign-in-token";
import { findMemberByEmail } from "@/lib/members/find-member-by-email";
import { markMemberJoined } from "@/lib/members/mark-member-joined";
import { sendDashboardSignInMail } from "@/lib/members/send-dashboard-sign-in-mail";

/** How long a sign-in link works. */
export const signInLinkMaxAgeSeconds = 15 * 60;

/** How long a dashboard session lasts without use (next-auth extends it once a day while in use). */
const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/**
 * next-auth for the dashboard: e-mail magic links through our own mail, database sessions (so a
 * member can be signed out everywhere), our adapter and our pages. An address with no membership
 * gets no mail and no account, and is told the same as everyone ("check your e-mail").
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: dashboardAuthSecret(),
    adapter: memberAuthAdapter(),
    session: { strategy: "database", maxAge: sessionMaxAgeSeconds, updateAge: 24 * 60 * 60 },
    pages: { signIn: "/sign-in", verifyRequest: "/sign-in/check-email", error: "/sign-in/error" },
    providers: [
      EmailProvider({
        maxAge: signInLinkMaxAgeSeconds,
        normalizeIdentifier: (identifier) => identifier.trim().toLowerCase(),
        generateVerificationToken: newDashboardSignInToken,
        async sendVerificationRequest({ identifier, url }) {
          if (await findMemberByEmail(identifier)) await sendDashboardSignInMail({ email: identifier, url });
        },
      }),
    ],
    callbacks: {
      // Asking for a link always looks the same; following one works only for a member.
      async signIn({ user, email }) {
        if (email?.verificationRequest) return true;
        return Boolean(user.email && (await findMemberByEmail(user.email)));
      },
      async session({ session, user }) {
        return { ...session, user: { ...session.user, id: user.id } };
      },
    },
    events: {
      async signIn({ user }) {
        await markMemberJoined(user.id);
      },
    },
  };
}

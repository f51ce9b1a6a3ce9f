import type { NextAuthOptions } from "next-auth";
import EmailProvider from "next-auth/providers/email";

import { dashboardAuthSecret } from "@/lib/core/dashboard-auth-secret";
import { signupPolicy } from "@/lib/core/signup-policy";
import { memberAuthAdapter } from "@/lib/db/member-auth-adapter";
import { createSignedUpMember } from "@/lib/members/create-signed-up-member";
import { newDashboardSignInToken } from "@/lib/members/dashboard-sign-in-token";
import { findMemberByEmail } from "@/lib/members/find-member-by-email";
import { markMemberJoined } from "@/lib/members/mark-member-joined";
import { sendDashboardSignInMail } from "@/lib/members/send-dashboard-sign-in-mail";
import { sendSignUpMail } from "@/lib/members/send-sign-up-mail";

/** How long a sign-in link works. */
export const signInLinkMaxAgeSeconds = 15 * 60;

/** How long a dashboard session lasts without use (next-auth extends it once a day while in use). */
const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/**
 * next-auth for the dashboard: e-mail magic links through our own mail, database sessions (so a
 * member can be signed out everywhere), our adapter and our pages. An address with no membership
 * gets a sign-up link while sign-ups are open (SIGNUPS, docs/dashboard.md), else no mail at all;
 * either way the page says the same ("check your e-mail"), so it tells nobody who has an account.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: dashboardAuthSecret(),
    adapter: memberAuthAdapter({ createMember: createSignedUpMember }),
    session: { strategy: "database", maxAge: sessionMaxAgeSeconds, updateAge: 24 * 60 * 60 },
    pages: {
      signIn: "/sign-in",
      verifyRequest: "/sign-in/check-email",
      error: "/sign-in/error",
      newUser: "/welcome",
    },
    providers: [
      EmailProvider({
        maxAge: signInLinkMaxAgeSeconds,
        normalizeIdentifier: (identifier) => identifier.trim().toLowerCase(),
        generateVerificationToken: newDashboardSignInToken,
        async sendVerificationRequest({ identifier, url }) {
          if (await findMemberByEmail(identifier)) await sendDashboardSignInMail({ email: identifier, url });
          else if (signupPolicy() === "open") await sendSignUpMail({ email: identifier, url });
        },
      }),
    ],
    callbacks: {
      // Asking for a link always looks the same; following one works for a member, and for a new
      // address only while sign-ups are open (it then makes the member, with no account yet).
      async signIn({ user, email }) {
        if (email?.verificationRequest) return true;
        if (!user.email) return false;
        return Boolean(await findMemberByEmail(user.email)) || signupPolicy() === "open";
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

import type { Adapter, AdapterSession, AdapterUser } from "next-auth/adapters";

import { hashSecret } from "@/lib/core/hash-secret";
import { newId } from "@/lib/core/new-id";

import { db } from "./client";

type MemberRow = { id: string; email: string; name: string | null; emailVerified: Date | null };

function toUser(row: MemberRow): AdapterUser {
  return { id: row.id, email: row.email, name: row.name, emailVerified: row.emailVerified };
}

/**
 * next-auth's adapter over our own models (Member, MemberSession, MemberVerificationToken): its
 * default names clash with our customer `Account`. Session tokens are stored only as SHA-256
 * hashes; verification tokens arrive already hashed by next-auth. A member is created by opening a
 * sign-up link only through `createMember`, which decides whether sign-ups are open.
 */
export function memberAuthAdapter(options: {
  createMember: (user: { email: string; emailVerified: Date | null }) => Promise<MemberRow>;
}): Adapter {
  return {
    async createUser(user: Omit<AdapterUser, "id">) {
      return toUser(await options.createMember({ email: user.email, emailVerified: user.emailVerified }));
    },
    async getUser(id) {
      const row = await db().member.findUnique({ where: { id } });
      return row ? toUser(row) : null;
    },
    async getUserByEmail(email) {
      const row = await db().member.findUnique({ where: { email: email.toLowerCase() } });
      return row ? toUser(row) : null;
    },
    async getUserByAccount() {
      return null;
    },
    async updateUser(user) {
      const row = await db().member.update({
        where: { id: user.id },
        data: { emailVerified: user.emailVerified ?? undefined, name: user.name ?? undefined },
      });
      return toUser(row);
    },
    async linkAccount() {
      throw new Error("only e-mail sign-in is configured");
    },
    async createSession(session) {
      await db().memberSession.create({
        data: {
          id: newId("msn"),
          tokenHash: hashSecret(session.sessionToken),
          memberId: session.userId,
          expires: session.expires,
        },
      });
      return session;
    },
    async getSessionAndUser(sessionToken) {
      const row = await db().memberSession.findUnique({
        where: { tokenHash: hashSecret(sessionToken) },
        include: { member: true },
      });
      if (!row) return null;
      const session: AdapterSession = { sessionToken, userId: row.memberId, expires: row.expires };
      return { session, user: toUser(row.member) };
    },
    async updateSession(session) {
      const { count } = await db().memberSession.updateMany({
        where: { tokenHash: hashSecret(session.sessionToken) },
        data: { expires: session.expires },
      });
      return count ? (session as AdapterSession) : null;
    },
    async deleteSession(sessionToken) {
      await db().memberSession.deleteMany({ where: { tokenHash: hashSecret(sessionToken) } });
    },
    async createVerificationToken(token) {
      await db().memberVerificationToken.create({
        data: { identifier: token.identifier.toLowerCase(), token: token.token, expires: token.expires },
      });
      return token;
    },
    async useVerificationToken({ identifier, token }) {
      const row = await db().memberVerificationToken.findUnique({ where: { token } });
      if (!row || row.identifier !== identifier.toLowerCase()) return null;
      // Single use: whoever deletes the row is the one request that signs in with it.
      const { count } = await db().memberVerificationToken.deleteMany({ where: { token } });
      return count ? { identifier: row.identifier, token: row.token, expires: row.expires } : null;
    },
  };
}

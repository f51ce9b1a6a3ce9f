import type { ApiKeyAuth } from "@/lib/api-keys/authenticate-api-key";

/** A signed-in reader, from a session token (bearer) or the session cookie. */
export type ReaderAuth = {
  kind: "reader";
  readerId: string;
  siteId: string;
  sessionId: string;
  name: string;
  email: string | null;
  mode: "magic_link" | "sso";
  avatarUrl: string | null;
  expiresAt: Date;
  via: "bearer" | "cookie";
};

/** A browser with no credentials. */
export type GuestAuth = { kind: "guest" };

/** Whoever calls a route that browsers and servers share. */
export type ClientAuth = ApiKeyAuth | ReaderAuth | GuestAuth;

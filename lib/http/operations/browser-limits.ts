import type { ClientAuth } from "@/lib/readers/client-auth";

import type { RateLimitRule } from "./rate-limit-rule";

type Caller = { auth: ClientAuth; ip: string };

// One rule per kind of browser request; an API key's requests count against its own limit instead.

/** A new comment: per signed-in reader, or per IP for guests. */
export const commentLimits: RateLimitRule<Caller> = {
  policies: ["readerComment", "guestComment"],
  keys: ({ auth, ip }) => {
    if (auth.kind === "reader") return [["readerComment", auth.readerId]];
    return auth.kind === "guest" ? [["guestComment", ip]] : [];
  },
};

/** A browser's read: per IP. */
export const publicReadLimits: RateLimitRule<Caller> = {
  policies: ["publicRead"],
  keys: ({ auth, ip }) => (auth.kind === "api_key" ? [] : [["publicRead", ip]]),
};

/** A browser's vote, reaction, flag, edit or deletion: per signed-in reader, or per IP. */
export const browserActionLimits: RateLimitRule<Caller> = {
  policies: ["browserAction"],
  keys: ({ auth, ip }) => {
    if (auth.kind === "reader") return [["browserAction", auth.readerId]];
    return auth.kind === "guest" ? [["browserAction", ip]] : [];
  },
};

/** A browser's request for comment counts (the count script): per IP. */
export const publicCountLimits: RateLimitRule<Caller> = {
  policies: ["publicCount"],
  keys: ({ auth, ip }) => (auth.kind === "api_key" ? [] : [["publicCount", ip]]),
};

/** A browser's comment preview: per signed-in reader, or per IP. */
export const previewLimits: RateLimitRule<Caller> = {
  policies: ["commentPreview"],
  keys: ({ auth, ip }) => {
    if (auth.kind === "reader") return [["commentPreview", auth.readerId]];
    return auth.kind === "guest" ? [["commentPreview", ip]] : [];
  },
};

/** A sign-in step (SSO, code exchange, signing out): per IP. */
export const signInLimits: RateLimitRule<{ ip: string }> = {
  policies: ["signIn"],
  keys: ({ ip }) => [["signIn", ip]],
};

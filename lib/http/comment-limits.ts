import type { PolicyName } from "@/lib/ratelimit/policies";
import type { ClientAuth } from "@/lib/readers/client-auth";

/** The limits a new comment counts against: per signed-in reader, or per IP for guests. */
export function commentLimits({ auth, ip }: { auth: ClientAuth; ip: string }): [PolicyName, string][] {
  if (auth.kind === "reader") return [["readerComment", auth.readerId]];
  if (auth.kind === "guest") return [["guestComment", ip]];
  return [];
}

/** The limits a browser's read counts against: per IP. */
export function publicReadLimits({ auth, ip }: { auth: ClientAuth; ip: string }): [PolicyName, string][] {
  return auth.kind === "api_key" ? [] : [["publicRead", ip]];
}

/** The limits a browser's vote, reaction or flag counts against: per signed-in reader, or per IP. */
export function browserActionLimits({ auth, ip }: { auth: ClientAuth; ip: string }): [PolicyName, string][] {
  if (auth.kind === "reader") return [["browserAction", auth.readerId]];
  return auth.kind === "guest" ? [["browserAction", ip]] : [];
}

/** The limits a browser's request for comment counts counts against: per IP. */
export function publicCountLimits({ auth, ip }: { auth: ClientAuth; ip: string }): [PolicyName, string][] {
  return auth.kind === "api_key" ? [] : [["publicCount", ip]];
}

/** The limits a browser's comment preview counts against: per signed-in reader, or per IP. */
export function previewLimits({ auth, ip }: { auth: ClientAuth; ip: string }): [PolicyName, string][] {
  if (auth.kind === "reader") return [["commentPreview", auth.readerId]];
  return auth.kind === "guest" ? [["commentPreview", ip]] : [];
}

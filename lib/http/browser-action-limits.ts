import type { ClientAuth } from "@/lib/readers/client-auth";
import type { PolicyName } from "@/lib/ratelimit/policies";

/** The limit a browser's vote, reaction or flag counts against: per signed-in reader, or per IP for guests. */
export function browserActionLimits({ auth, ip }: { auth: ClientAuth; ip: string }): [PolicyName, string][] {
  if (auth.kind === "reader") return [["browserAction", auth.readerId]];
  if (auth.kind === "guest") return [["browserAction", ip]];
  return [];
}

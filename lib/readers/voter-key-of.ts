import { AppError } from "@/lib/core/app-error";
import { hashIp } from "@/lib/core/hash-ip";

import { apiVoterKey } from "./api-voter-key";
import type { ClientAuth } from "./client-auth";

/**
 * Who votes, reacts or flags: the reader an integration names with `voter_id` (`api:<id>`), a
 * signed-in reader as themselves (`usr_…`, whatever the body says), or a guest by IP (`ip:<hash>`).
 */
export function voterKeyOf(
  auth: ClientAuth,
  ip: string,
  voterId: string | undefined,
  from: "body" | "query" = "body",
): string {
  if (auth.kind === "reader") return auth.readerId;
  if (auth.kind === "guest") return `ip:${hashIp(ip)}`;
  if (!voterId) {
    const code = from === "body" ? "validation_failed" : "invalid_parameters";
    throw new AppError(code, "Name the reader with voter_id.", {
      errors: [{ field: "voter_id", message: "is required with an API key" }],
    });
  }
  return apiVoterKey(voterId);
}

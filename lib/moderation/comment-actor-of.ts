import type { ClientAuth } from "@/lib/readers/client-auth";

import { apiKeyActor } from "./api-key-actor";

/** How the moderation history names whoever acted: `api_key:<ak_id>`, `reader:<usr_id>`, or `guest`. */
export function commentActorOf(auth: ClientAuth): string {
  if (auth.kind === "api_key") return apiKeyActor(auth);
  return auth.kind === "reader" ? `reader:${auth.readerId}` : "guest";
}

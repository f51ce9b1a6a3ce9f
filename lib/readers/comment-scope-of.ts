import type { CommentScope } from "@/lib/core/account-scope";
import { hashIp } from "@/lib/core/hash-ip";

import type { ClientAuth } from "./client-auth";

/** What a caller may reach among comments: an API key its account, a reader their site, a guest any live site. */
export function commentScopeOf(auth: ClientAuth, ip: string): CommentScope {
  if (auth.kind === "api_key") return auth;
  if (auth.kind === "reader")
    return { readerSiteId: auth.siteId, readerId: auth.readerId, email: auth.email, ipHash: hashIp(ip) };
  return { readerSiteId: null, readerId: null, email: null, ipHash: hashIp(ip) };
}

import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { hashIp } from "@/lib/core/hash-ip";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import type { BanView, CreateBanBody } from "./ban-schemas";
import { insertBan } from "./insert-ban";
import { maskIp } from "./mask-ip";
import { serializeBan } from "./serialize-ban";

/**
 * Bans a reader, an e-mail address or an IP from writing on a site, until `expires_at` or for good;
 * the audit log names `actor` (`api_key:<ak_id>` or `member:<mem_id>`).
 */
export async function createBan(
  scope: AccountScope,
  input: CreateBanBody & { siteId: string; actor: string },
): Promise<BanView> {
  await findAccountSite(scope.accountId, input.siteId);
  requireLiveMode(scope, "bans");
  let target: { kind: string; value: string; label: string };
  if (input.reader_id) {
    const reader = await db().reader.findFirst({ where: { id: input.reader_id, siteId: input.siteId } });
    if (!reader) throw new AppError("reader_not_found", `No reader ${input.reader_id} on this site.`);
    target = { kind: "reader", value: reader.id, label: reader.id };
  } else if (input.email) {
    target = { kind: "email", value: input.email.toLowerCase(), label: input.email.toLowerCase() };
  } else {
    target = { kind: "ip", value: hashIp(input.ip!), label: maskIp(input.ip!) };
  }
  const row = await insertBan(
    {
      siteId: input.siteId,
      ...target,
      reason: input.reason ?? null,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    },
    input.actor,
  );
  return serializeBan(row);
}

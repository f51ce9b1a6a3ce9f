import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

/** The reader with this identity on the site, created on first sign-in; name and avatar follow the newest sign-in. */
export async function upsertReader(
  tx: Tx,
  input: {
    siteId: string;
    identityKey: string;
    mode: "magic_link" | "sso";
    email: string | null;
    name: string;
    avatarUrl: string | null;
  },
) {
  return tx.reader.upsert({
    where: { siteId_identityKey: { siteId: input.siteId, identityKey: input.identityKey } },
    create: { id: newId("usr"), ...input },
    update: { name: input.name, avatarUrl: input.avatarUrl, email: input.email },
  });
}

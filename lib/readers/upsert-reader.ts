import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";
import { followReaderAddress } from "@/lib/notifications/follow-reader-address";

/** The reader with this identity on the site, created on first sign-in; name, avatar and address (their mail's too) follow the newest sign-in. */
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
  const reader = await tx.reader.upsert({
    where: { siteId_identityKey: { siteId: input.siteId, identityKey: input.identityKey } },
    create: { id: newId("usr"), ...input },
    update: { name: input.name, avatarUrl: input.avatarUrl, email: input.email },
  });
  await followReaderAddress(tx, { readerId: reader.id, siteId: input.siteId, email: input.email });
  return reader;
}

import { hashSecret } from "@/lib/core/hash-secret";
import { newId } from "@/lib/core/new-id";
import { randomBase62 } from "@/lib/core/random-base62";
import { db } from "@/lib/db/client";

/** What a mail link's token does: confirm an address, or unsubscribe. */
export type MailTokenPurpose = "confirm" | "unsubscribe";

/**
 * A new token for a link in a mail to the subscriber: 43 random base62 characters (over 256 bits),
 * stored only as its SHA-256, good for one purpose and until `expiresAt`. Answers the token itself,
 * which exists nowhere else but in the mail.
 */
export async function issueMailToken(input: {
  subscriberId: string;
  purpose: MailTokenPurpose;
  threadId?: string | null;
  expiresAt: Date;
}): Promise<string> {
  const token = `${input.purpose === "confirm" ? "mc" : "mu"}_${randomBase62(43)}`;
  await db().mailToken.create({
    data: {
      id: newId("mtk"),
      tokenHash: hashSecret(token),
      subscriberId: input.subscriberId,
      purpose: input.purpose,
      threadId: input.threadId ?? null,
      expiresAt: input.expiresAt,
    },
  });
  return token;
}

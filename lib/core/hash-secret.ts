import { createHash } from "node:crypto";

/** SHA-256 of a high-entropy secret (API key, session token), hex: what we store instead of it. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

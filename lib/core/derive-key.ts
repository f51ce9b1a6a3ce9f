import { hkdfSync } from "node:crypto";

import { serverSecret } from "./server-secret";

/** A 32-byte key for one purpose, derived from the server secret (HKDF-SHA256). */
export function deriveKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret(), Buffer.alloc(0), `threadline:${purpose}`, 32));
}

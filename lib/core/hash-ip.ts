import { createHmac } from "node:crypto";

import { deriveKey } from "./derive-key";

let key: Buffer | undefined;

/** An IP address as we store it: HMAC-SHA256 under a key derived from the server secret, so it cannot be reversed by guessing. */
export function hashIp(ip: string): string {
  key ??= deriveKey("ip-hash");
  return createHmac("sha256", key).update(ip).digest("hex");
}

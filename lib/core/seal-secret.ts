import { createCipheriv, randomBytes } from "node:crypto";

import { deriveKey } from "./derive-key";

/** Encrypts a secret we must read back later (HMAC keys), with AES-256-GCM under the server secret. */
export function sealSecret(plaintext: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(
    ".",
  );
}

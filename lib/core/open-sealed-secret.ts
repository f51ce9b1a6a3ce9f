import { createDecipheriv } from "node:crypto";

import { deriveKey } from "./derive-key";

/** Decrypts what sealSecret produced; throws if it was tampered with or sealed under another secret. */
export function openSealedSecret(sealed: string, purpose: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

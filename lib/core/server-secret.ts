import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

let cached: Buffer | undefined;

/**
 * The server's own secret, for sealing stored secrets and hashing IPs: THREADLINE_SECRET, or
 * (embedded default) a random one kept in data/server-secret. Every instance must share it.
 */
export function serverSecret(): Buffer {
  if (cached) return cached;
  const configured = process.env.THREADLINE_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error("THREADLINE_SECRET must be at least 32 characters");
    return (cached = Buffer.from(configured, "utf8"));
  }
  const file = resolve(/* turbopackIgnore: true */ process.env.THREADLINE_SECRET_FILE || "data/server-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    chmodSync(file, 0o600);
  }
  return (cached = Buffer.from(readFileSync(file, "utf8").trim(), "utf8"));
}

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Scalar's standalone browser bundle and a short hash of its bytes, which versions its URL. */
export type ScalarBundle = { body: Buffer; hash: string };

let cached: ScalarBundle | undefined;

/** Reads Scalar's browser bundle from node_modules once per process (about 5 MB, served as it is). */
export function readScalarBundle(): ScalarBundle {
  if (!cached) {
    // The server runs from the repository root (server.mjs, next start), where node_modules is.
    const path = join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");
    const body = readFileSync(path);
    cached = { body, hash: createHash("sha256").update(body).digest("hex").slice(0, 16) };
  }
  return cached;
}

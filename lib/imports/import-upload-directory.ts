import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where uploaded import files are written while they are imported (shared by every instance on the machine). */
export function importUploadDirectory(): string {
  return join(tmpdir(), "threadline-imports");
}

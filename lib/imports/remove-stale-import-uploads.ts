import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

import { importUploadDirectory } from "./import-upload-directory";

// Older than any upload still being written (each write moves its time) or about to be opened.
const staleAfterMs = 60 * 60_000;

/**
 * Removes upload files left in the upload directory by an earlier version, which kept the file's
 * name until its import ended (a crash kept it for good), or by a crash in the moment between
 * creating an upload and unnaming it. Today's uploads have no name (storeImportUpload): nothing
 * that belongs to a running import, in this process or another, is ever found here.
 */
export async function removeStaleImportUploads(now = Date.now()): Promise<number> {
  const directory = importUploadDirectory();
  const names = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(".upload"))) {
    const path = join(directory, name);
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile() || now - stats.mtimeMs < staleAfterMs) continue;
    if (
      await rm(path, { force: true }).then(
        () => true,
        () => false,
      )
    )
      removed++;
  }
  return removed;
}

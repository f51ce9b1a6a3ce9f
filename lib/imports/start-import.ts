import type { AccountScope } from "@/lib/core/account-scope";

import { createImport } from "./create-import";
import type { UrlRewrite } from "./import-context";
import type { ImportFormat } from "./import-records";
import { removeStaleImportUploads } from "./remove-stale-import-uploads";
import { runImport } from "./run-import";
import type { ImportView } from "./serialize-import";
import { storeImportUpload } from "./store-import-upload";

// Once per process, at its first upload: what an earlier version or a crash left in the directory.
let staleSwept = false;

/**
 * Takes an uploaded export: stores it, records the import and runs it in the background in this
 * process, answering at once with the queued import (its progress is read with getImport). The
 * stored file is discarded when the import ends, however it ends (storeImportUpload).
 */
export async function startImport(
  scope: AccountScope,
  input: {
    siteId: string;
    format: ImportFormat;
    fileName: string | null;
    rewrite: UrlRewrite | null;
    body: ReadableStream<Uint8Array> | null;
  },
): Promise<ImportView> {
  if (!staleSwept) {
    staleSwept = true;
    void removeStaleImportUploads().catch(() => undefined);
  }
  const upload = await storeImportUpload(input.body);
  try {
    const created = await createImport(scope, { ...input, bytesTotal: upload.bytes });
    const file = upload.read();
    void runImport(created.id, file)
      .catch((error: unknown) =>
        console.error(`import ${created.id} failed:`, error instanceof Error ? error.message : error),
      )
      .finally(() => {
        file.destroy();
        return upload.discard().catch(() => undefined);
      });
    return created;
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

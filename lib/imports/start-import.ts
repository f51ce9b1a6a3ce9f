import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";

import { createImport } from "./create-import";
import type { UrlRewrite } from "./import-context";
import type { ImportFormat } from "./import-records";
import { runImport } from "./run-import";
import type { ImportView } from "./serialize-import";
import { storeImportUpload } from "./store-import-upload";

/**
 * Takes an uploaded export: stores it, records the import and runs it in the background in this
 * process, answering at once with the queued import (its progress is read with getImport).
 */
export async function startImport(input: {
  accountId: string;
  siteId: string;
  livemode: boolean;
  format: ImportFormat;
  fileName: string | null;
  rewrite: UrlRewrite | null;
  body: ReadableStream<Uint8Array> | null;
}): Promise<ImportView> {
  const upload = await storeImportUpload(input.body);
  try {
    const created = await createImport({ ...input, bytesTotal: upload.bytes });
    void runImport(created.id, createReadStream(upload.path))
      .catch((error: unknown) =>
        console.error(`import ${created.id} failed:`, error instanceof Error ? error.message : error),
      )
      .finally(() => rm(upload.path, { force: true }));
    return created;
  } catch (error) {
    await rm(upload.path, { force: true });
    throw error;
  }
}

import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import { storeImportFailure } from "./import-failure";
import { removeStaleImportUploads } from "./remove-stale-import-uploads";
import { serializeImport, type ImportView } from "./serialize-import";

// A running import writes its progress after every batch, seconds apart: ten minutes of silence means it was cut off.
const silentForMs = 10 * 60_000;

/** The message an import cut off by a restart is left with. */
export const interruptedMessage =
  "The import stopped before it finished (the server restarted). Import the same file again: what was imported is found again and kept, and the rest is added.";

/** One import (of the caller's mode) of one of the account's sites (one that went silent is marked failed as it is read). */
export async function getImport(scope: AccountScope, siteId: string, importId: string): Promise<ImportView> {
  const row = await db().import.findFirst({
    where: { id: importId, siteId, accountId: scope.accountId, livemode: scope.livemode },
  });
  if (!row) throw new AppError("import_not_found", `No import ${importId} on this site.`);
  if ((row.status === "running" || row.status === "queued") && Date.now() - row.updatedAt.getTime() > silentForMs) {
    const failure = storeImportFailure({ code: "import_interrupted", message: interruptedMessage });
    const failed = await db().import.update({
      where: { id: row.id },
      data: { status: "failed", failureMessage: failure, finishedAt: new Date() },
    });
    // Its file went with the process that held it; a file an older version named may be left.
    void removeStaleImportUploads().catch(() => undefined);
    return serializeImport(failed);
  }
  return serializeImport(row);
}

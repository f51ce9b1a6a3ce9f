import { db } from "@/lib/db/client";

import type { ImportRejected } from "./import-records";
import { quoteFileText } from "./quote-file-text";
import type { BatchOutcome } from "./write-import-batch";

/** How many failed records an import keeps the details of; the count goes on past it. */
export const maxKeptImportErrors = 100;

/** A failed record as an import reports it. */
export type ImportErrorEntry = { line: number; source_id: string | null; code: string; message: string };

/** An import's running counts, written to its row as it goes. */
export type ImportTally = {
  bytesRead: number;
  threadsCreated: number;
  commentsImported: number;
  commentsUnchanged: number;
  recordsFailed: number;
  errors: ImportErrorEntry[];
};

/** Counts nothing yet. */
export function emptyTally(): ImportTally {
  return { bytesRead: 0, threadsCreated: 0, commentsImported: 0, commentsUnchanged: 0, recordsFailed: 0, errors: [] };
}

/** Counts a refused record (keeping its details while there is room). */
export function tallyFailure(tally: ImportTally, rejected: ImportRejected): void {
  tally.recordsFailed++;
  if (tally.errors.length < maxKeptImportErrors) {
    tally.errors.push({
      line: rejected.line,
      source_id: rejected.sourceId === null ? null : quoteFileText(rejected.sourceId, 200),
      code: rejected.code,
      message: quoteFileText(rejected.message, 500),
    });
  }
}

/** Adds what a batch did to the counts. */
export function tallyBatch(tally: ImportTally, outcome: BatchOutcome): void {
  tally.threadsCreated += outcome.threadsCreated;
  tally.commentsImported += outcome.imported;
  tally.commentsUnchanged += outcome.unchanged;
  for (const failed of outcome.failed) tallyFailure(tally, failed);
}

/** Writes the counts to the import's row (which also shows that the import is alive). */
export async function saveTally(importId: string, tally: ImportTally): Promise<void> {
  await db().import.update({
    where: { id: importId },
    data: {
      bytesRead: tally.bytesRead,
      threadsCreated: tally.threadsCreated,
      commentsImported: tally.commentsImported,
      commentsUnchanged: tally.commentsUnchanged,
      recordsFailed: tally.recordsFailed,
      errorsJson: JSON.stringify(tally.errors),
    },
  });
}

import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import { checkImportRecord } from "./check-import-record";
import type { ImportContext } from "./import-context";
import { importFailureOf, storeImportFailure, type ImportFailure } from "./import-failure";
import { importLimits } from "./import-limits";
import type { ImportFormat } from "./import-records";
import { importRecordsOf } from "./import-records-of";
import { emptyTally, saveTally, tallyBatch, tallyFailure, type ImportTally } from "./import-tally";
import { prepareImportComment, type PreparedComment } from "./prepare-import-comment";
import { rememberImportThread } from "./remember-import-thread";
import { serializeImport, type ImportView } from "./serialize-import";
import { writeImportBatch, type BatchOutcome } from "./write-import-batch";

// Small enough that a batch holds SQLite's write lock for a few milliseconds only.
const batchSize = 100;

async function* counted(chunks: AsyncIterable<Uint8Array>, tally: ImportTally): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    tally.bytesRead += chunk.byteLength;
    yield chunk;
  }
}

// A batch that fails as a whole (a unique race with the live site, say) is written comment by comment, so one bad write costs one comment.
async function writeSafely(context: ImportContext, items: PreparedComment[]): Promise<BatchOutcome> {
  try {
    return await writeImportBatch(context, items);
  } catch (error) {
    if (items.length === 1) {
      const r = items[0]!.record;
      const message = error instanceof AppError ? error.detail : "the comment could not be written";
      return {
        imported: 0,
        unchanged: 0,
        threadsCreated: 0,
        waiting: [],
        failed: [{ kind: "rejected", line: r.line, sourceId: r.sourceId, code: "write_failed", message }],
      };
    }
    const total: BatchOutcome = { imported: 0, unchanged: 0, threadsCreated: 0, failed: [], waiting: [] };
    for (const item of items) {
      const one = await writeSafely(context, [item]);
      Object.assign(total, {
        imported: total.imported + one.imported,
        unchanged: total.unchanged + one.unchanged,
        threadsCreated: total.threadsCreated + one.threadsCreated,
      });
      total.failed.push(...one.failed);
      total.waiting.push(...one.waiting);
    }
    return total;
  }
}

async function finish(
  importId: string,
  context: ImportContext,
  tally: ImportTally,
  failure: ImportFailure | null,
): Promise<ImportView> {
  await saveTally(importId, tally);
  return transaction(async (tx) => {
    const row = await tx.import.update({
      where: { id: importId },
      data: {
        status: failure ? "failed" : "succeeded",
        failureMessage: failure && storeImportFailure(failure),
        finishedAt: new Date(),
      },
    });
    const view = serializeImport(row);
    // One event for the whole import: the imported comments themselves send none.
    await recordEvent(tx, {
      accountId: context.accountId,
      siteId: context.siteId,
      livemode: context.livemode,
      type: "import.completed",
      object: view,
    });
    return view;
  });
}

/**
 * Runs a created import over its file's bytes: records are read as they stream in, checked, and
 * written in batches (each one transaction, so a thread's counters always match its comments);
 * a refused record is counted and described, never stopping the rest; replies whose parent comes
 * later wait for it. Progress is written after each batch. Ends with one `import.completed` event.
 * What it holds (the file's threads, waiting replies) and what it reads (records) stay within the
 * import's limits: crossing one fails the import with that limit's code (docs/import-export.md).
 */
export async function runImport(
  importId: string,
  chunks: AsyncIterable<Uint8Array>,
  onProgress?: (tally: ImportTally) => void,
): Promise<ImportView> {
  const row = await db().import.update({ where: { id: importId }, data: { status: "running", startedAt: new Date() } });
  const context: ImportContext = {
    siteId: row.siteId,
    accountId: row.accountId,
    livemode: row.livemode,
    rewrite: row.rewriteFrom && row.rewriteTo !== null ? { from: row.rewriteFrom, to: row.rewriteTo } : null,
    threads: new Map(),
    threadCharacters: 0,
    threadIds: new Map(),
  };
  const limits = importLimits();
  const tally = emptyTally();
  let batch: PreparedComment[] = [];
  let waiting: PreparedComment[] = [];
  let waitingCharacters = 0;
  const flush = async () => {
    const outcome = await writeSafely(context, batch);
    tallyBatch(tally, outcome);
    waiting.push(...outcome.waiting);
    for (const item of outcome.waiting) waitingCharacters += item.record.content.length + item.contentHtml.length;
    if (waiting.length > limits.waitingReplies || waitingCharacters > limits.waitingCharacters)
      throw new AppError(
        "import_too_many_waiting_replies",
        `More than ${limits.waitingReplies.toLocaleString("en-US")} replies (or ${limits.waitingCharacters.toLocaleString("en-US")} characters of them) come before their parents in the file.`,
      );
    batch = [];
    await saveTally(importId, tally);
    onProgress?.(tally);
  };
  let records = 0;
  try {
    for await (const read of importRecordsOf(row.format as ImportFormat, counted(chunks, tally))) {
      if (++records > limits.records)
        throw new AppError(
          "import_too_many_records",
          `The file has more than ${limits.records.toLocaleString("en-US")} records (IMPORT_MAX_RECORDS), line ${read.line}.`,
        );
      const record = checkImportRecord(read, limits);
      if (record.kind === "thread") {
        const refused = rememberImportThread(context, record, limits);
        if (refused) tallyFailure(tally, refused);
      } else if (record.kind === "rejected") tallyFailure(tally, record);
      else {
        const prepared = prepareImportComment(context, record);
        if ("kind" in prepared) tallyFailure(tally, prepared);
        else batch.push(prepared);
      }
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length) await flush();
    // Replies that came before their parents: written once the parents are, until nothing moves.
    while (waiting.length) {
      const before = waiting.length;
      const retry = waiting;
      waiting = [];
      waitingCharacters = 0;
      for (let start = 0; start < retry.length; start += batchSize) {
        batch = retry.slice(start, start + batchSize);
        await flush();
      }
      if (waiting.length >= before) break;
    }
    for (const orphan of waiting) {
      const r = orphan.record;
      tallyFailure(tally, {
        kind: "rejected",
        line: r.line,
        sourceId: r.sourceId,
        code: "parent_missing",
        message: `the comment's parent ${r.parentSourceId} is not in the file or could not be imported`,
      });
    }
    return await finish(importId, context, tally, null);
  } catch (error) {
    if (!(error instanceof AppError)) console.error(`import ${importId} stopped:`, error);
    return finish(importId, context, tally, importFailureOf(error));
  }
}

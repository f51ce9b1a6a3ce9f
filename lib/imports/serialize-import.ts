import type { z } from "zod";

import type { ImportRow } from "@/lib/db/model-types";

import { readImportFailure } from "./import-failure";
import type { importSchema } from "./import-schemas";
import type { ImportErrorEntry } from "./import-tally";

/** An import as the API and the dashboard show it. */
export type ImportView = z.output<typeof importSchema>;

/** A stored import in the API's shape. */
export function serializeImport(row: ImportRow): ImportView {
  const finished = row.status === "succeeded";
  const failure = readImportFailure(row.failureMessage);
  const percent = finished
    ? 100
    : row.bytesTotal > 0
      ? Math.min(99, Math.floor((row.bytesRead / row.bytesTotal) * 100))
      : 0;
  return {
    id: row.id,
    object: "import",
    site_id: row.siteId,
    livemode: row.livemode,
    format: row.format as ImportView["format"],
    status: row.status as ImportView["status"],
    file_name: row.fileName,
    url_rewrite: row.rewriteFrom && row.rewriteTo !== null ? { from: row.rewriteFrom, to: row.rewriteTo } : null,
    progress: { bytes_read: row.bytesRead, bytes_total: row.bytesTotal, percent },
    counts: {
      threads_created: row.threadsCreated,
      comments_imported: row.commentsImported,
      comments_unchanged: row.commentsUnchanged,
      records_failed: row.recordsFailed,
    },
    errors: JSON.parse(row.errorsJson) as ImportErrorEntry[],
    failure: failure?.message ?? null,
    failure_code: failure?.code ?? null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

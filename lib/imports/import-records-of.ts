import { disqusImportRecords } from "./disqus-import-records";
import type { ImportFormat, ImportRecord } from "./import-records";
import { threadlineImportRecords } from "./threadline-import-records";
import { wordpressImportRecords } from "./wordpress-import-records";

/** The records of an export in the given format, read as its bytes stream in. */
export function importRecordsOf(
  format: ImportFormat,
  chunks: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<ImportRecord> {
  if (format === "disqus") return disqusImportRecords(chunks);
  if (format === "wordpress") return wordpressImportRecords(chunks);
  return threadlineImportRecords(chunks);
}

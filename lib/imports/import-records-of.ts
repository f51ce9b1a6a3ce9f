import { AppError } from "@/lib/core/app-error";

import { disqusImportRecords } from "./disqus-import-records";
import type { ImportFormat, ImportRecord } from "./import-records";
import { quoteFileText } from "./quote-file-text";
import { threadlineImportRecords } from "./threadline-import-records";
import { wordpressImportRecords } from "./wordpress-import-records";

/**
 * The records of an export in the given format, read as its bytes stream in. A file that cannot
 * be read (malformed XML, a read error) throws `invalid_import_file` saying why and where.
 */
export async function* importRecordsOf(
  format: ImportFormat,
  chunks: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<ImportRecord> {
  const records =
    format === "disqus"
      ? disqusImportRecords(chunks)
      : format === "wordpress"
        ? wordpressImportRecords(chunks)
        : threadlineImportRecords(chunks);
  try {
    yield* records;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The parser's message may quote the file (an unclosed tag's name).
    const reason = quoteFileText(error instanceof Error ? error.message : String(error), 300);
    throw new AppError("invalid_import_file", `The file could not be read: ${reason}`);
  }
}

import { htmlToMarkdown, wordpressTextToHtml } from "./html-to-markdown";
import { importedAuthorEmail, importedAuthorName, importedThreadTitle } from "./import-content";
import { noReactions, type ImportRecord, type ImportStatus } from "./import-records";
import { readWordpressExport } from "./read-wordpress-export";
import type { WordpressComment } from "./wordpress-records";

// Trash keeps its place as a deleted placeholder, so that the replies under it keep theirs.
const statuses: Record<WordpressComment["status"], ImportStatus> = {
  approved: "approved",
  pending: "pending",
  spam: "spam",
  trash: "deleted",
};

/** A WordPress export as import records: statuses mapped, WordPress's text and HTML made Markdown. */
export async function* wordpressImportRecords(
  chunks: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<ImportRecord> {
  for await (const record of readWordpressExport(chunks)) {
    if (record.kind === "thread") {
      yield {
        kind: "thread",
        line: record.line,
        sourceId: record.sourceId,
        link: record.link,
        title: importedThreadTitle(record.title),
        locked: false,
      };
    } else if (record.kind === "rejected") {
      const sourceId =
        record.sourceId && record.element === "comment" ? `wordpress:${record.sourceId}` : record.sourceId;
      yield { kind: "rejected", line: record.line, sourceId, code: "invalid_record", message: record.reason };
    } else {
      const status = statuses[record.status];
      const deleted = status === "deleted";
      yield {
        kind: "comment",
        line: record.line,
        sourceId: `wordpress:${record.sourceId}`,
        threadSourceId: record.threadSourceId,
        parentSourceId: record.parentSourceId ? `wordpress:${record.parentSourceId}` : null,
        content: deleted ? "" : htmlToMarkdown(wordpressTextToHtml(record.content)),
        status,
        createdAt: record.createdAt,
        editedAt: null,
        authorName: deleted ? "" : importedAuthorName(record.author.name),
        authorEmail: deleted ? null : importedAuthorEmail(record.author.email),
        upvotes: 0,
        reactions: noReactions,
      };
    }
  }
}

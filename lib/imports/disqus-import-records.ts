import { htmlToMarkdown } from "./html-to-markdown";
import { importedAuthorEmail, importedAuthorName, importedThreadTitle } from "./import-content";
import { noReactions, type ImportRecord } from "./import-records";
import { readDisqusExport } from "./read-disqus-export";

/**
 * A Disqus export as import records: deleted posts become deleted placeholders (their words and
 * name not kept), spam stays spam, everything else is approved; Disqus's HTML becomes Markdown.
 */
export async function* disqusImportRecords(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<ImportRecord> {
  for await (const record of readDisqusExport(chunks)) {
    if (record.kind === "thread") {
      yield {
        kind: "thread",
        line: record.line,
        sourceId: record.sourceId,
        link: record.link,
        title: importedThreadTitle(record.title),
        locked: record.closed,
      };
    } else if (record.kind === "rejected") {
      const sourceId = record.sourceId && record.element === "post" ? `disqus:${record.sourceId}` : record.sourceId;
      yield { kind: "rejected", line: record.line, sourceId, code: "invalid_record", message: record.reason };
    } else {
      const deleted = record.deleted;
      yield {
        kind: "comment",
        line: record.line,
        sourceId: `disqus:${record.sourceId}`,
        threadSourceId: record.threadSourceId,
        parentSourceId: record.parentSourceId ? `disqus:${record.parentSourceId}` : null,
        content: deleted ? "" : htmlToMarkdown(record.message),
        status: deleted ? "deleted" : record.spam ? "spam" : "approved",
        createdAt: record.createdAt,
        editedAt: null,
        authorName: deleted ? "" : importedAuthorName(record.author.name, record.author.username),
        authorEmail: deleted ? null : importedAuthorEmail(record.author.email),
        upvotes: 0,
        reactions: noReactions,
      };
    }
  }
}

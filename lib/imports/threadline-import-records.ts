import { AppError } from "@/lib/core/app-error";
import { exportCommentLine, exportHeaderLine, exportThreadLine } from "@/lib/exports/export-lines";

import {
  importedAuthorEmail,
  importedAuthorName,
  importedThreadTitle,
  maxImportedContentLength,
} from "./import-content";
import type { ImportRecord } from "./import-records";
import { readLines } from "./read-lines";

// Far above any real line (a comment is at most 100,000 characters), far below what would strain memory.
const maxLineLength = 1_000_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A Threadline JSON Lines export as import records: every comment keeps its status, times, votes
 * and reaction counts, and its `source_id`, so that importing the same export twice, or an export
 * of comments that were themselves imported, finds them again. The first line must be the header.
 */
export async function* threadlineImportRecords(
  chunks: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<ImportRecord> {
  let headerSeen = false;
  for await (const { line, text, tooLong } of readLines(chunks, maxLineLength)) {
    const reject = (message: string, sourceId: string | null = null): ImportRecord => ({
      kind: "rejected",
      line,
      sourceId,
      code: "invalid_record",
      message,
    });
    if (tooLong) {
      yield reject(`the line is longer than ${maxLineLength} characters`);
      continue;
    }
    const value = parseJson(text) as { type?: unknown; source_id?: unknown } | undefined;
    if (!headerSeen) {
      if (!exportHeaderLine.safeParse(value).success) {
        throw new AppError(
          "invalid_import_file",
          "The file is not a Threadline export: its first line is not the export header (docs/import-export.md).",
        );
      }
      headerSeen = true;
      continue;
    }
    if (value?.type === "thread") {
      const parsed = exportThreadLine.safeParse(value);
      if (!parsed.success)
        yield reject(
          `the thread is not valid: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`,
        );
      else
        yield {
          kind: "thread",
          line,
          sourceId: parsed.data.id,
          link: parsed.data.url,
          title: importedThreadTitle(parsed.data.title),
          locked: parsed.data.locked,
        };
    } else if (value?.type === "comment") {
      const parsed = exportCommentLine.safeParse(value);
      const sourceId = typeof value.source_id === "string" ? value.source_id : null;
      if (!parsed.success) {
        yield reject(
          `the comment is not valid: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`,
          sourceId,
        );
        continue;
      }
      const c = parsed.data;
      if (c.content.length > maxImportedContentLength) {
        yield reject(`the comment is longer than ${maxImportedContentLength} characters`, sourceId);
        continue;
      }
      const deleted = c.status === "deleted";
      yield {
        kind: "comment",
        line,
        sourceId: c.source_id,
        threadSourceId: c.thread_id,
        parentSourceId: c.parent_source_id,
        content: deleted ? "" : c.content,
        status: c.status,
        createdAt: new Date(c.created_at),
        editedAt: c.edited_at ? new Date(c.edited_at) : null,
        authorName: deleted ? "" : importedAuthorName(c.author.name),
        authorEmail: deleted ? null : importedAuthorEmail(c.author.email),
        upvotes: c.upvotes,
        reactions: {
          funny: c.reaction_counts.funny ?? 0,
          interesting: c.reaction_counts.interesting ?? 0,
          insightful: c.reaction_counts.insightful ?? 0,
        },
      };
    } else {
      yield reject(
        value === undefined ? "the line is not valid JSON" : 'the line\'s "type" is neither "thread" nor "comment"',
      );
    }
  }
  if (!headerSeen)
    throw new AppError("invalid_import_file", "The file is empty: a Threadline export starts with its header line.");
}

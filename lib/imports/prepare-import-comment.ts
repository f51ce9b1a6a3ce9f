import { renderCommentHtml } from "@/lib/comments/render-comment-html";
import { AppError } from "@/lib/core/app-error";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import { maxImportedContentLength } from "./import-content";
import { rewriteThreadUrl, type ImportContext } from "./import-context";
import type { ImportComment, ImportRejected, ImportThread } from "./import-records";

/** An imported comment checked and rendered, with the thread it goes into. */
export type PreparedComment = { record: ImportComment; thread: ImportThread; url: string; contentHtml: string };

/**
 * Checks what can be checked of an imported comment before writing anything (its thread, its
 * thread's URL after the rewrite rule, its content) and renders its HTML; or says why it is refused.
 */
export function prepareImportComment(context: ImportContext, record: ImportComment): PreparedComment | ImportRejected {
  const reject = (code: string, message: string): ImportRejected => ({
    kind: "rejected",
    line: record.line,
    sourceId: record.sourceId,
    code,
    message,
  });
  const thread = context.threads.get(record.threadSourceId);
  if (thread === undefined)
    return reject("unknown_thread", `the comment's thread ${record.threadSourceId} is not in the file before it`);
  if (thread === null)
    return reject("unknown_thread", `the comment's thread ${record.threadSourceId} could not be imported`);
  let url: string;
  try {
    url = normalizeThreadUrl(rewriteThreadUrl(thread.link, context.rewrite));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return reject(
      "invalid_url",
      `the thread's link ${JSON.stringify(thread.link.slice(0, 200))} is not an absolute http or https URL`,
    );
  }
  if (record.content.length > maxImportedContentLength) {
    return reject("content_too_long", `the comment is longer than ${maxImportedContentLength} characters`);
  }
  if (record.status !== "deleted" && !record.content.trim())
    return reject("empty_content", "the comment has no content");
  return { record, thread, url, contentHtml: record.status === "deleted" ? "" : renderCommentHtml(record.content) };
}

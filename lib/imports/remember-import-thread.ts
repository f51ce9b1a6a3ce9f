import { AppError } from "@/lib/core/app-error";
import { maxThreadUrlLength } from "@/lib/core/comment-limits";

import type { ImportContext } from "./import-context";
import type { ImportLimits } from "./import-limits";
import type { ImportRejected, ImportThread } from "./import-records";

const count = (value: number) => value.toLocaleString("en-US");

/**
 * Keeps a thread of the file for the comments that follow it: the one thing an import holds for
 * the whole file, so it is held to the limits (threads, and their characters) and throws past
 * them. A link longer than any thread URL marks the thread as not importable, and is refused.
 */
export function rememberImportThread(
  context: ImportContext,
  thread: ImportThread,
  limits: ImportLimits,
): ImportRejected | null {
  if (thread.link.length > maxThreadUrlLength) {
    context.threads.set(thread.sourceId, null);
    const message = `the thread's link is longer than ${count(maxThreadUrlLength)} characters`;
    return { kind: "rejected", line: thread.line, sourceId: thread.sourceId, code: "invalid_url", message };
  }
  if (context.threads.size >= limits.threads && !context.threads.has(thread.sourceId))
    throw new AppError(
      "import_too_many_threads",
      `The file has more than ${count(limits.threads)} threads (IMPORT_MAX_THREADS), line ${thread.line}.`,
    );
  context.threadCharacters += thread.sourceId.length + thread.link.length + (thread.title?.length ?? 0);
  if (context.threadCharacters > limits.threadCharacters)
    throw new AppError(
      "import_too_many_threads",
      `The file's threads have more than ${count(limits.threadCharacters)} characters of ids, links and titles together (line ${thread.line}).`,
    );
  context.threads.set(thread.sourceId, thread);
  return null;
}

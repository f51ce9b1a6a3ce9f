import { extractSpamFeatures } from "../../lib/screening/spam-features";
import type { SpamExample } from "../../lib/screening/spam-model-types";
import type { SpamCorpusRow } from "./read-spam-corpus";

/** The examples of corpus rows, as a site with no history of these authors would see them. */
export function buildSpamExamples(rows: readonly SpamCorpusRow[]): SpamExample[] {
  return rows.map((row) => {
    const features = extractSpamFeatures({
      content: row.content,
      authorName: row.author,
      authorHistory: null,
      recentDuplicate: false,
      typedMs: null,
    });
    return { indices: features.map((f) => f.index), values: features.map((f) => f.value), spam: row.spam };
  });
}

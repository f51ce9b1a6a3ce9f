import type { ImportView } from "@/lib/imports/serialize-import";

import { ToneBadge, type Tone } from "../../_components/tone-badge";

const tones: Record<ImportView["status"], Tone> = {
  queued: "neutral",
  running: "accent",
  succeeded: "good",
  failed: "bad",
};
const words: Record<ImportView["status"], string> = {
  queued: "Queued",
  running: "Importing",
  succeeded: "Done",
  failed: "Failed",
};
const formats: Record<ImportView["format"], string> = {
  disqus: "Disqus",
  wordpress: "WordPress",
  threadline: "Threadline",
};

/** An import's state as a badge. */
export function ImportStatusBadge({ status }: { status: ImportView["status"] }) {
  return <ToneBadge tone={tones[status]}>{words[status]}</ToneBadge>;
}

/** Where an import came from, in words. */
export function importSourceLabel(item: ImportView): string {
  return `${formats[item.format]}${item.file_name ? `: ${item.file_name}` : ""}`;
}

/** An import's counts in one sentence. */
export function importCountsText(item: ImportView): string {
  const c = item.counts;
  const plural = (n: number, word: string) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;
  return [
    `${plural(c.comments_imported, "comment")} imported`,
    c.comments_unchanged ? `${c.comments_unchanged.toLocaleString("en")} already here` : null,
    `${plural(c.threads_created, "new thread")}`,
    c.records_failed ? `${plural(c.records_failed, "record")} skipped` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

import type { Moderation } from "@/lib/sites/site-settings-schemas";

import { findTextCopies } from "./find-text-copies";
import { hashCommentText } from "./hash-comment-text";
import { readAuthorHistory, type AuthorHistory } from "./read-author-history";
import { readDefaultSpamModel } from "./read-default-spam-model";
import { readSiteSpamWeights } from "./read-site-spam-weights";
import { scoreSpam, type SpamReason } from "./score-spam";
import { extractSpamFeatures } from "./spam-features";

/** What the widget's form saw: its invisible field (people leave it empty) and how long it was open. */
export type FormSignals = { honeypot?: string | undefined; open_ms?: number | undefined };

/** Caught before the model: the honeypot filled, a form sent too fast, or the text copied across threads. */
export type CheapCatch = "honeypot" | "too_fast" | "copies";

/** The spam filter's view of a new comment. */
export type SpamVerdict = {
  score: number;
  reasons: SpamReason[];
  caught: CheapCatch | null;
  // A signed-in reader with several approved comments and none refused: never held by the filter alone.
  trusted: boolean;
};

/** What screening found: the verdict (null with the filter off), the text's hash, and whether the author is new here (nothing approved yet). */
export type Screening = { verdict: SpamVerdict | null; textHash: string | null; firstComment: boolean };

// No person reads a page and writes a comment in under this; scripts do (docs/spam.md).
const minimumFormMs = 2_500;
const trustedAfterApproved = 3;
const cheapReasons: Record<CheapCatch, string> = {
  honeypot: "form:honeypot_filled",
  too_fast: "form:sent_too_fast",
  copies: "duplicate:other_threads",
};

function isTrusted(kind: string, history: AuthorHistory | null): boolean {
  return (
    kind === "reader" && !!history && history.approved >= trustedAfterApproved && history.rejected + history.spam === 0
  );
}

function cheapCatch(form: FormSignals | undefined, otherThreads: number): CheapCatch | null {
  if (form?.honeypot) return "honeypot";
  if (form?.open_ms !== undefined && form.open_ms < minimumFormMs) return "too_fast";
  if (otherThreads >= 2) return "copies";
  return null;
}

/**
 * Screens a new comment for spam under the site's settings: the cheap checks first, then the
 * shared default model blended with the site's own corrections, on the text, the links, the name,
 * the author's history on the site, recent copies and the form's timing. Everything stays in this
 * process; nothing of the comment leaves the machine.
 */
export async function screenForSpam(input: {
  siteId: string;
  threadId: string | null;
  content: string;
  authorName: string;
  author: { kind: "api" | "guest" | "reader"; ref: string | null; ipHash: string | null };
  form: FormSignals | undefined;
  moderation: Moderation;
  now: Date;
}): Promise<Screening> {
  const textHash = hashCommentText(input.content);
  const filterOn = input.moderation.spam_filter !== "off";
  if (!filterOn && !input.moderation.hold_first_comments) return { verdict: null, textHash, firstComment: false };
  const history = await readAuthorHistory(input.siteId, input.author);
  // New until a moderator approved one of theirs: a second comment while the first waits is held too.
  const firstComment = input.author.kind !== "api" && !!history && history.approved === 0;
  if (!filterOn) return { verdict: null, textHash, firstComment };
  const [copies, siteWeights] = await Promise.all([
    findTextCopies(input.siteId, textHash, input.threadId, input.now),
    readSiteSpamWeights(input.siteId),
  ]);
  const features = extractSpamFeatures({
    content: input.content,
    authorName: input.authorName,
    authorHistory: history,
    recentDuplicate: copies.recent,
    typedMs: input.form?.open_ms ?? null,
  });
  const scored = scoreSpam(features, readDefaultSpamModel(), siteWeights);
  const caught = cheapCatch(input.form, copies.otherThreadsInBurst);
  const verdict: SpamVerdict = caught
    ? {
        score: 1,
        reasons: [{ signal: cheapReasons[caught], weight: 10 }, ...scored.reasons].slice(0, 5),
        caught,
        trusted: false,
      }
    : { ...scored, caught: null, trusted: false };
  verdict.trusted = isTrusted(input.author.kind, history);
  return { verdict, textHash, firstComment };
}

import { decodeCommentText } from "@/lib/screening/decode-comment-text";
import { hashSpamSignal } from "@/lib/screening/hash-spam-signal";

/** What the spam model may know of a new comment. */
export type SpamSignals = {
  /** As written (Markdown subset; imported text may hold HTML tags and entities). */
  content: string;
  authorName: string;
  /** What the site has seen of this author before; null = unknown author (an API key writer). */
  authorHistory: { approved: number; rejected: number; spam: number } | null;
  /** The same normalized text was posted on this site recently. */
  recentDuplicate: boolean;
  /** How long the widget form was open before sending; null = unknown. */
  typedMs: number | null;
};

/** One hashed feature with the readable signal that moderators see as a reason. */
export type SpamFeature = { signal: string; index: number; value: number };

const linkPattern = /(?:\bhttps?:\/\/|(?<![\w.@])www\.)[^\s<>()\[\]"']+/giu;
const tokenPattern = /[\p{L}\p{N}]+/gu;
// A bare address ("murdev.com", "gofundme . com/x") is a link that a reader copies by hand: spammers
// write them so. Found from the top-level domain back, as a regex from each letter would cost more
// than the rest of the features; spaced dots count only before the big three ("it. me too").
const topLevelPattern = /(\s?)\.(\s?)(com|net|org|info|biz|ly|me|tv|co|io|pl|ru|de|uk|us|gl|tk|xyz)(?![\p{L}\p{N}-])/gu;
const labelPattern = /[\p{L}\p{N}-]/u;
// Approvals count on a log scale and stop counting at 7: a long-standing reader is trusted, not immune.
const approvedCap = 3;

function hostOf(link: string): string | null {
  const host = link
    .replace(/^https?:\/\//i, "")
    .split(/[/?#:]/, 1)[0]!
    .replace(/^www\./, "")
    .replace(/\.+$/, "");
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(host) ? host : null;
}

function bareDomains(text: string): string[] {
  if (!text.includes(".")) return [];
  const hosts: string[] = [];
  for (const match of text.matchAll(topLevelPattern)) {
    const [, before, after, topLevel] = match;
    if ((before || after) && topLevel !== "com" && topLevel !== "net" && topLevel !== "org") continue;
    let start = match.index;
    while (start > 0 && labelPattern.test(text[start - 1]!)) start--;
    if (start === match.index || text[start - 1] === "@" || text[start - 1] === "/") continue;
    hosts.push(`${text.slice(start, match.index)}.${topLevel}`);
  }
  return hosts;
}

function shapeSignals(text: string): string[] {
  // One pass over the characters: matching /\p{L}/g would allocate a string per letter.
  let [letters, upper, exclamations] = [0, 0, 0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) [letters, upper] = [letters + 1, upper + 1];
    else if (code >= 97 && code <= 122) letters++;
    else if (code === 33) exclamations++;
    else if (code > 127 && /\p{L}/u.test(text[i]!)) {
      letters++;
      if (/\p{Lu}/u.test(text[i]!)) upper++;
    }
  }
  const shapes: string[] = [];
  if (letters >= 8 && upper / letters > 0.6) shapes.push("shape:shouting");
  if (exclamations >= 3) shapes.push("shape:many_exclamations");
  const length = text.trim().length;
  shapes.push(length < 40 ? "length:short" : length < 200 ? "length:medium" : "length:long");
  return shapes;
}

function historySignals(history: SpamSignals["authorHistory"]): [string, number][] {
  if (history === null) return [];
  const found: [string, number][] = [];
  if (history.approved > 0)
    found.push(["author:approved_before", Math.min(approvedCap, Math.log2(1 + history.approved))]);
  if (history.spam > 0) found.push(["author:spam_before", 1]);
  if (history.rejected > 0) found.push(["author:rejected_before", 1]);
  if (found.length === 0) found.push(["author:new", 1]);
  return found;
}

/**
 * The hashed features of a comment, each with its readable signal name. Words and word pairs are
 * binary and share a unit length (each weighs 1/√n), so a long comment does not outvote a short one
 * by its length alone; the other signals weigh 1 (approvals: the log of their count).
 */
export function extractSpamFeatures(signals: SpamSignals): SpamFeature[] {
  const text = decodeCommentText(signals.content);
  const lower = text.toLowerCase();
  // Words and pairs first, alone in the map, so that its size is their count.
  const found = new Map<string, number>();
  let previous: string | null = null;
  for (const token of lower.match(tokenPattern) ?? []) {
    found.set(`word:${token}`, 1);
    if (previous !== null) found.set(`pair:${previous}_${token}`, 1);
    previous = token;
  }
  const textValue = 1 / Math.sqrt(Math.max(1, found.size));
  for (const signal of found.keys()) found.set(signal, textValue);

  const urls = lower.match(linkPattern) ?? [];
  const links = [...urls, ...bareDomains(urls.length > 0 ? lower.replace(linkPattern, " ") : lower)];
  found.set(`links:${links.length >= 3 ? "3+" : links.length}`, 1);
  for (const link of links) {
    const host = hostOf(link);
    if (host !== null) found.set(`domain:${host}`, 1);
  }

  // Of the author's name only its shape: its words named YouTube accounts, not spam, and cost the
  // held-out files 4 points of F1 (scripts/bench/run-spam-model-bench.ts); history speaks for the author.
  const name = decodeCommentText(signals.authorName).toLowerCase();
  if (/\p{N}/u.test(name)) found.set("name:digits", 1);

  for (const shape of shapeSignals(text)) found.set(shape, 1);
  for (const [signal, value] of historySignals(signals.authorHistory)) found.set(signal, value);
  if (signals.recentDuplicate) found.set("duplicate:recent", 1);
  if (signals.typedMs !== null && signals.typedMs < 3000) found.set("speed:fast", 1);

  const features: SpamFeature[] = [];
  for (const [signal, value] of found) features.push({ signal, index: hashSpamSignal(signal), value });
  return features;
}

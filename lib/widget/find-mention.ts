import type { WidgetComment } from "./widget-types";

/** A name as long as a mention may run before the caret (the server's author names are at most 80). */
const longest = 80;
const nameCharacters = /^[\p{L}\p{M}\p{N}_.'’ -]*$/u;
const wordCharacter = /[\p{L}\p{M}\p{N}_@]/u;

/**
 * The mention being typed just before the caret: where its `@` stands and what follows it ("" right
 * after the `@`), or null. An `@` inside a word (an e-mail address) starts none, nor does one
 * followed by a space.
 */
export function findMention(text: string, caret: number): { start: number; query: string } | null {
  const start = text.lastIndexOf("@", caret - 1);
  if (start < 0 || caret - start > longest) return null;
  if (start > 0 && wordCharacter.test(text[start - 1]!)) return null;
  const query = text.slice(start + 1, caret);
  if (query.startsWith(" ") || !nameCharacters.test(query)) return null;
  return { start, query };
}

/**
 * The names to offer for `query`: those that start with it first, then those with a later word that
 * does, case and accents aside; at most `limit`.
 */
export function matchNames(names: string[], query: string, limit = 8): string[] {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
  const wanted = fold(query);
  const first: string[] = [];
  const later: string[] = [];
  for (const name of names) {
    const folded = fold(name);
    if (folded.startsWith(wanted)) first.push(name);
    else if (wanted && folded.includes(` ${wanted}`)) later.push(name);
  }
  return [...first, ...later].slice(0, limit);
}

/**
 * The thread's participants as the page shows them: distinct author names, in alphabetical order,
 * without deleted comments' and without the reader's own (by id when signed in, else by the name).
 */
export function participantNames(comments: Iterable<WidgetComment>, own: { id?: string; name?: string }): string[] {
  const names = new Set<string>();
  for (const comment of comments) {
    const name = comment.author_name?.trim();
    if (!name || comment.deleted) continue;
    if ((own.id && comment.author_id === own.id) || name === own.name) continue;
    names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

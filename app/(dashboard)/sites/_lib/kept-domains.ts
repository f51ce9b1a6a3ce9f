import { domainSchema } from "@/lib/sites/site-schemas";

import { splitList } from "./split-list";

/**
 * What the domains typed in a form will be stored as, when that differs from what was typed (a
 * pasted URL keeps only its host): the same rule the server applies, so the words match the result.
 * Null when nothing changes or an entry is refused (its error says so beside the field).
 */
export function keptDomains(text: string): string | null {
  const typed = splitList(text);
  const kept = typed.map((entry) => domainSchema.safeParse(entry));
  if (kept.some((result) => !result.success)) return null;
  const hosts = [...new Set(kept.map((result) => result.data as string))];
  return hosts.join("\n") === typed.join("\n") ? null : hosts.join(", ");
}

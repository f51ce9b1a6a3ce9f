/** Most headers of one message the delivery log keeps. */
export const maxLoggedHeaders = 50;
/** Longest header value the delivery log keeps, in characters; longer ones end in "…". */
export const maxLoggedHeaderValue = 1024;

/**
 * A message's headers as the delivery log keeps them: lower-case names, repeated values joined
 * with ", ", at most 50 headers and 1,024 characters a value, so a hostile receiver's answer
 * cannot bloat the database.
 */
export function capHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers).slice(0, maxLoggedHeaders)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(", ") : String(raw);
    kept[name.toLowerCase().slice(0, 256)] =
      value.length > maxLoggedHeaderValue ? `${value.slice(0, maxLoggedHeaderValue - 1)}…` : value;
  }
  return kept;
}

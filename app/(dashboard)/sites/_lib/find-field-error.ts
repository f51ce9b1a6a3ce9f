/**
 * The server's words for one form field: its own error, or the first one of an entry of its list
 * (`domains.2`), naming that entry so the person sees which line was refused.
 */
export function findFieldError(errors: Record<string, string>, name: string, entries?: string[]): string | undefined {
  if (errors[name]) return errors[name];
  for (const [path, message] of Object.entries(errors)) {
    if (!path.startsWith(`${name}.`)) continue;
    const entry = entries?.[Number(path.slice(name.length + 1))];
    return entry === undefined ? message : `“${entry}”: ${message}`;
  }
  return undefined;
}

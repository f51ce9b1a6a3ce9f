/** Whether an endpoint subscribed to `patterns` wants events of `type`: `*` is every type, `comment.*` every comment event. */
export function eventTypeMatches(patterns: string[], type: string): boolean {
  return patterns.some(
    (pattern) =>
      pattern === "*" || pattern === type || (pattern.endsWith(".*") && type.startsWith(pattern.slice(0, -1))),
  );
}

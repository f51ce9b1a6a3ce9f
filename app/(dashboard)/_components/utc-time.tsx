const format = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/** A moment shown the same way on every page (UTC, so server and browser agree), machine-readable too. */
export function UtcTime({ iso, fallback = "Never" }: { iso: string | null; fallback?: string }) {
  if (!iso) return <>{fallback}</>;
  return <time dateTime={iso}>{format.format(new Date(iso))} UTC</time>;
}

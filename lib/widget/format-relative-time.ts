const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.345],
  ["month", 12],
  ["year", Infinity],
];

/** "3 minutes ago", "in 2 hours", "yesterday": the distance from `now` in the reader's language. */
export function formatRelativeTime(seconds: number, lang: string): string {
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) {
      // Under a minute reads better as "now" than as a count of seconds ticking by.
      if (unit === "second") return new Intl.RelativeTimeFormat(lang, { numeric: "auto" }).format(0, "second");
      return new Intl.RelativeTimeFormat(lang, { numeric: "auto" }).format(Math.round(value), unit);
    }
    value /= size;
  }
  return "";
}

/** The exact date and time, for the tooltip beside a relative time. */
export function formatExactTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
}

const short = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const long = new Intl.DateTimeFormat("en", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** A rollup day ("YYYY-MM-DD", UTC) as a short label: "Nov 3", or with its weekday: "Tue, Nov 3". */
export function dayLabel(day: string, withWeekday = false): string {
  return (withWeekday ? long : short).format(new Date(`${day}T00:00:00Z`));
}

import type { Overview } from "@/lib/stats/get-overview";

import { dayLabel } from "../_lib/day-label";
import { Card } from "../../_components/card";

type Outcome = keyof Overview["totals"];

// Bottom to top. Each colour keeps 3:1 against the card in both themes (WCAG 1.4.11); the words in
// the legend and the table carry the meaning, and a gap sets the stacked parts apart.
const outcomes: { key: Outcome; label: string; fill: string; swatch: string }[] = [
  { key: "approved", label: "Published", fill: "fill-success", swatch: "bg-success" },
  { key: "pending", label: "Held", fill: "fill-warning", swatch: "bg-warning" },
  { key: "rejected", label: "Rejected", fill: "fill-danger", swatch: "bg-danger" },
  { key: "spam", label: "Spam", fill: "fill-muted-foreground", swatch: "bg-muted-foreground" },
];

const numberFormat = new Intl.NumberFormat("en");
const barWidth = 10;

function totalOf(day: Overview["days"][number]): number {
  return day.approved + day.pending + day.rejected + day.spam;
}

function describeDay(day: Overview["days"][number]): string {
  const parts = outcomes.map((o) => `${numberFormat.format(day[o.key])} ${o.label.toLowerCase()}`);
  return `${dayLabel(day.day, true)}: ${numberFormat.format(totalOf(day))} comments (${parts.join(", ")})`;
}

/**
 * Comments per day by outcome as stacked bars (hand-drawn SVG), with a summary read out with it and
 * the same figures as a table behind "Show as table". Bars keep at least 8 px: at 375 px a 90-day
 * chart scrolls sideways in a frame that takes keyboard focus.
 */
export function CommentsChart({ overview, days }: { overview: Overview; days: number }) {
  const { totals } = overview;
  const total = totals.approved + totals.pending + totals.rejected + totals.spam;
  const max = Math.max(1, ...overview.days.map(totalOf));
  const busiest = overview.days.reduce((best, day) => (totalOf(day) > totalOf(best) ? day : best), overview.days[0]!);
  const summary =
    `${numberFormat.format(total)} comments in the last ${days} days: ` +
    outcomes.map((o) => `${numberFormat.format(totals[o.key])} ${o.label.toLowerCase()}`).join(", ") +
    (total > 0 ? `. Busiest day: ${dayLabel(busiest.day)}, with ${numberFormat.format(totalOf(busiest))}.` : ".");
  const first = overview.days[0]!.day;
  const last = overview.days.at(-1)!.day;
  return (
    <Card title="Comments per day" description="What became of the comments written each day (UTC).">
      <figure className="m-0">
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-foreground" aria-label="Totals">
          {outcomes.map((o) => (
            <li key={o.key} className="flex items-center gap-1.5" data-testid={`total-${o.key}`}>
              <span className={`size-3 rounded-sm ${o.swatch}`} aria-hidden />
              {o.label} <span className="font-semibold tabular-nums">{numberFormat.format(totals[o.key])}</span>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <div
            className="flex h-40 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
            aria-hidden
          >
            <span>{numberFormat.format(max)}</span>
            <span>0</span>
          </div>
          <div
            className="flex min-w-0 flex-1 flex-row-reverse overflow-x-auto rounded-sm"
            tabIndex={0}
            role="group"
            aria-label={`Chart of comments per day, ${dayLabel(first)} to ${dayLabel(last)}`}
          >
            {/* row-reverse: a chart wider than a phone opens scrolled to today, its end. */}
            <div className="w-full flex-none" style={{ minWidth: `${overview.days.length * 8}px` }}>
              <svg
                role="img"
                aria-label="Stacked bars: comments per day by outcome"
                aria-describedby="chart-summary"
                viewBox={`0 0 ${overview.days.length * barWidth} 100`}
                preserveAspectRatio="none"
                className="block h-40 w-full border-b border-input"
              >
                <line
                  x1="0"
                  x2={overview.days.length * barWidth}
                  y1="0.5"
                  y2="0.5"
                  className="stroke-border"
                  strokeWidth="1"
                  vectorEffect="non-scaling-stroke"
                />
                {overview.days.map((day, index) => {
                  let top = 100;
                  return (
                    <g key={day.day} data-day={day.day}>
                      <title>{describeDay(day)}</title>
                      {/* A bar's full height takes hover for the tooltip even on quiet days. */}
                      <rect x={index * barWidth} y={0} width={barWidth} height={100} fill="transparent" />
                      {outcomes.map((o) => {
                        const height = (day[o.key] / max) * 100;
                        if (height === 0) return null;
                        top -= height;
                        return (
                          <rect
                            key={o.key}
                            x={index * barWidth + 1.5}
                            y={top + 0.4}
                            width={barWidth - 3}
                            height={Math.max(0.6, height - 0.8)}
                            className={o.fill}
                          />
                        );
                      })}
                    </g>
                  );
                })}
              </svg>
              <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
                <span>{dayLabel(first)}</span>
                <span>{dayLabel(last)}</span>
              </div>
            </div>
          </div>
        </div>
        <figcaption id="chart-summary" className="mt-3 text-sm text-muted-foreground">
          {summary}
        </figcaption>
      </figure>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-primary">Show as table</summary>
        <div
          className="mt-3 max-h-96 overflow-auto rounded-md border border-border"
          tabIndex={0}
          role="group"
          aria-label="Comments per day, table"
        >
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">
              Comments per day by outcome, {dayLabel(first)} to {dayLabel(last)}
            </caption>
            <thead className="sticky top-0 bg-muted text-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                {outcomes.map((o) => (
                  <th key={o.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {o.label}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.days.map((day) => (
                <tr key={day.day} className="border-t border-border text-foreground">
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    <time dateTime={day.day}>{dayLabel(day.day, true)}</time>
                  </th>
                  {outcomes.map((o) => (
                    <td key={o.key} className="px-3 py-1.5 text-right">
                      {numberFormat.format(day[o.key])}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 text-right font-medium">{numberFormat.format(totalOf(day))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}

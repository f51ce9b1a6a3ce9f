import type { RouteMeasurement } from "./measure-route";

/** A measured route with its throughput relative to the /health ceiling. */
export type ReportRow = RouteMeasurement & { ratioToCeiling: number };

/** Renders the rows as a fixed-width text table: route, req/s, p50, p99, failures, ratio to the ceiling. */
export function formatResultsTable(rows: readonly ReportRow[]): string {
  const header = ["route", "req/s", "p50 ms", "p99 ms", "errors/non-2xx", "vs ceiling"];
  const cells = rows.map((row) => [
    row.route,
    row.requestsPerSecond.toFixed(0),
    row.p50Ms.toFixed(1),
    row.p99Ms.toFixed(1),
    `${row.errors}/${row.non2xx}`,
    `${(row.ratioToCeiling * 100).toFixed(1)} %`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => (line[column] ?? "").length)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [render(header), rule, ...cells.map(render)].join("\n");
}

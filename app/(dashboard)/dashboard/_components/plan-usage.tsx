import clsx from "clsx";
import Link from "next/link";

import { Card } from "../../_components/card";

/** One meter: what is used of a limit (null: the plan sets none). */
export type UsageMeter = { label: string; used: number; limit: number | null };

const numberFormat = new Intl.NumberFormat("en");

/** The plan's usage against its limits, a bar per limit; "No limit" where the plan has none. */
export function PlanUsage({ rows, planName }: { rows: UsageMeter[]; planName: string }) {
  return (
    <Card
      title="Plan usage"
      description={
        <>
          The {planName} plan.{" "}
          <Link href="/settings/plan" className="font-medium text-primary underline">
            See the plan
          </Link>
        </>
      }
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {rows.map((row) => {
          const share = row.limit ? Math.min(1, row.used / row.limit) : 0;
          const full = row.limit !== null && row.used >= row.limit;
          return (
            <li key={row.label} data-testid="usage-row">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="text-foreground">{row.label}</span>
                <span className={clsx("tabular-nums", full ? "font-semibold text-danger" : "text-muted-foreground")}>
                  {numberFormat.format(row.used)}
                  {row.limit === null ? " · no limit" : ` of ${numberFormat.format(row.limit)}`}
                </span>
              </div>
              {row.limit !== null && (
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div
                    className={clsx("h-full rounded-full", full ? "bg-danger" : "bg-primary")}
                    style={{ width: `${Math.max(share * 100, row.used > 0 ? 2 : 0)}%` }}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

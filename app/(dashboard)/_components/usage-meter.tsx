import clsx from "clsx";

import type { UsageFigure } from "@/lib/accounts/get-plan-usage";

/**
 * One limit of the plan as a meter: the figure in words ("4 of 5 sites") and a bar that a screen
 * reader announces as a meter with the same words; amber from 80 %, red at the limit.
 */
export function UsageMeter({ label, unit, figure }: { label: string; unit: string; figure: UsageFigure }) {
  const words = `${figure.used.toLocaleString("en")} of ${figure.limit.toLocaleString("en")} ${unit}`;
  const over = figure.used > figure.limit;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold text-foreground">
        {figure.used.toLocaleString("en")}{" "}
        <span className="text-base font-normal text-muted-foreground">of {figure.limit.toLocaleString("en")}</span>
      </p>
      <div
        className="mt-2 h-2 rounded-full bg-muted"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={figure.limit}
        aria-valuenow={Math.min(figure.used, figure.limit)}
        aria-valuetext={over ? `${words}: over the limit` : words}
      >
        <div
          className={clsx("h-2 rounded-full", figure.full ? "bg-danger" : figure.warn ? "bg-warning" : "bg-primary")}
          style={{ width: `${Math.min(100, Math.round(figure.share * 100))}%` }}
        />
      </div>
      {over && <p className="mt-2 text-sm font-medium text-danger">Over the limit</p>}
    </div>
  );
}

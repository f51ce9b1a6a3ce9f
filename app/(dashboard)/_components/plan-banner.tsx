import clsx from "clsx";
import { TriangleAlert } from "lucide-react";
import Link from "next/link";

/** The plan's limits at 80 % or more, at the top of every dashboard page (the layout's), each in words. */
export function PlanBanner({ warnings }: { warnings: { text: string; full: boolean }[] }) {
  if (warnings.length === 0) return null;
  const full = warnings.some((warning) => warning.full);
  return (
    <section
      aria-label="Plan limits"
      className={clsx(
        "mb-6 flex gap-3 rounded-lg border p-4 text-sm",
        full ? "border-danger/40 bg-danger-muted text-danger" : "border-warning/40 bg-warning-muted text-warning",
      )}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <ul className="flex flex-col gap-1">
          {warnings.map((warning) => (
            <li key={warning.text} data-testid="plan-warning">
              {warning.text}
            </li>
          ))}
        </ul>
        <Link href="/settings/plan" className="mt-2 inline-block font-medium underline underline-offset-4">
          See the plan and its limits
        </Link>
      </div>
    </section>
  );
}

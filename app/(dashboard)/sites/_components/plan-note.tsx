import clsx from "clsx";
import { Sparkles } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

/** A plan's limit where it matters: what the account's plan allows, and where to change it. */
export function PlanNote({
  children,
  tone = "info",
  className,
}: {
  children: ReactNode;
  tone?: "info" | "limit";
  className?: string;
}) {
  return (
    <div
      className={clsx(
        "flex gap-2.5 rounded-md border p-3 text-sm",
        tone === "limit" ? "border-warning/50 bg-warning-muted text-warning" : "border-border bg-muted text-foreground",
        className,
      )}
    >
      <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        {children}{" "}
        <Link
          href="/settings/plan"
          className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          See plans
        </Link>
      </div>
    </div>
  );
}

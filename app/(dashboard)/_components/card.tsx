import clsx from "clsx";
import type { ReactNode } from "react";

/** A bordered section of a page, with an optional title and description. */
export function Card({
  title,
  description,
  children,
  className,
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={clsx("rounded-lg border border-border bg-card p-5 shadow-sm", className)}>
      {title && <h2 className="text-base font-semibold text-foreground">{title}</h2>}
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className={clsx(title || description ? "mt-4" : undefined)}>{children}</div>
    </section>
  );
}

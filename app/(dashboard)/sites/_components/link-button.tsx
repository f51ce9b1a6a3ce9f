import clsx from "clsx";
import Link from "next/link";
import type { ComponentProps } from "react";

/** A link that looks like the primary (or secondary) button, for actions that open a page. */
export function LinkButton({
  variant = "primary",
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: "primary" | "secondary" }) {
  return (
    <Link
      {...props}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        variant === "primary"
          ? "bg-primary text-primary-foreground hover:bg-primary-hover"
          : "border border-input bg-card text-foreground hover:bg-muted",
        className,
      )}
    />
  );
}

import clsx from "clsx";
import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "danger" | "danger-outline" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover disabled:bg-primary/60",
  secondary: "border border-input bg-card text-foreground hover:bg-muted",
  danger: "bg-danger text-danger-foreground hover:bg-danger/90 disabled:bg-danger/60",
  // A destructive step that asks again before acting: quieter than `danger`, still red.
  "danger-outline": "border border-danger/40 bg-card text-danger hover:bg-danger-muted",
  ghost: "text-foreground hover:bg-muted",
};

/** The dashboard's button: one look per intent, a visible focus ring, and a busy state for pending actions. */
export function Button({
  variant = "primary",
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      {...props}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed",
        variants[variant],
        className,
      )}
    />
  );
}

import clsx from "clsx";
import type { ReactNode } from "react";

/** What a badge's colour says. */
export type Tone = "good" | "warn" | "bad" | "neutral" | "accent";

const tones: Record<Tone, string> = {
  good: "bg-success-muted text-success",
  warn: "bg-warning-muted text-warning",
  bad: "bg-danger-muted text-danger",
  neutral: "bg-muted text-foreground",
  accent: "bg-accent text-primary",
};

/** A small coloured label for a state (enabled, failed, invited…); the words carry the meaning, the colour only helps. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={clsx("inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium", tones[tone])}>
      {children}
    </span>
  );
}

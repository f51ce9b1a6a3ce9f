import { CheckCircle2 } from "lucide-react";

/** The outcome of a mail link's button, announced. */
export function DoneNote({ words }: { words: string }) {
  return (
    <p role="status" className="mt-4 flex items-start gap-2 text-sm font-medium text-success">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> {words}
    </p>
  );
}

/** The classes of the pages' buttons (plain form buttons: the pages work without JavaScript). */
export const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-primary px-3.5 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-input bg-card px-3.5 py-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

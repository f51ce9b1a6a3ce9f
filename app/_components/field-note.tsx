import clsx from "clsx";

/** The line under a field: why its value was refused (the schema's words, in the browser or from the server), else the hint. */
export function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: React.ReactNode }) {
  if (!error && !hint) return null;
  return (
    // A quoted list entry may be one long word: it wraps rather than widening the page.
    <p id={id} className={clsx("text-sm [overflow-wrap:anywhere]", error ? "text-danger" : "text-muted-foreground")}>
      {error ?? hint}
    </p>
  );
}

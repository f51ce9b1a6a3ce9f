import clsx from "clsx";

/** The line under a field: the server's words when the value was refused, else the hint. */
export function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: React.ReactNode }) {
  if (!error && !hint) return null;
  return (
    <p id={id} className={clsx("text-sm", error ? "text-danger" : "text-muted-foreground")}>
      {error ?? hint}
    </p>
  );
}

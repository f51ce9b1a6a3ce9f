import clsx from "clsx";

/** The line under a field: the server's words when the value was refused, else the hint. */
export function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: React.ReactNode }) {
  if (!error && !hint) return null;
  return (
    <p
      id={id}
      className={clsx("text-sm", error ? "text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400")}
    >
      {error ?? hint}
    </p>
  );
}

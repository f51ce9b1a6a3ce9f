import clsx from "clsx";
import { useId, type TextareaHTMLAttributes } from "react";
import { FieldNote } from "./field-note";

/** A labelled textarea for lists (one entry per line), with its hint or the server's words beside it. */
export function TextareaField({ label, hint, error, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: React.ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        spellCheck={false}
        {...props}
        className={clsx(
          "min-h-24 rounded-md border bg-white px-3 py-2 font-mono text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500",
          "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600",
          error ? "border-red-500" : "border-zinc-300 dark:border-zinc-700",
        )}
      />
      <FieldNote id={`${id}-note`} error={error} hint={hint} />
    </div>
  );
}

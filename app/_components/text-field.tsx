import clsx from "clsx";
import { useId, type InputHTMLAttributes } from "react";

/** A labelled input with its hint and, beside it, the server's words when the value was refused. */
export function TextField({ label, hint, error, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        {...props}
        className={clsx(
          "rounded-md border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-zinc-100",
          "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600",
          error ? "border-red-500" : "border-zinc-300 dark:border-zinc-700",
        )}
      />
      {(error || hint) && (
        <p id={`${id}-note`} className={clsx("text-sm", error ? "text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400")}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

import clsx from "clsx";
import { useId, type SelectHTMLAttributes } from "react";
import { FieldNote } from "./field-note";

/** A labelled native select (keyboard and screen readers for free), with its hint or error beside it. */
export function SelectField({ label, hint, error, options, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: React.ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        {...props}
        className={clsx(
          "w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm dark:bg-zinc-900 dark:text-zinc-100",
          "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600",
          error ? "border-red-500" : "border-zinc-300 dark:border-zinc-700",
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote id={`${id}-note`} error={error} hint={hint} />
    </div>
  );
}

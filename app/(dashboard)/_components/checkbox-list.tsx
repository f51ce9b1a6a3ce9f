import clsx from "clsx";
import { useId, type ReactNode } from "react";

/** One choice of a CheckboxList. */
export type CheckboxOption = { value: string; label: ReactNode };

/**
 * A fieldset of checkboxes sharing one form name (use `name[]` so a single tick still arrives as a
 * list), with its legend, hint and, beside it, the server's words when the choice was refused.
 */
export function CheckboxList(props: {
  legend: string;
  name: string;
  options: CheckboxOption[];
  defaultChecked?: string[];
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  columns?: boolean;
  /** Shown between the legend and the choices (e.g. an "all of them" box). */
  lead?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={props.error || props.hint ? `${id}-note` : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="text-sm font-medium text-foreground">{props.legend}</legend>
      {props.lead}
      <div
        className={clsx(
          "grid gap-x-4 gap-y-1.5 py-1 text-sm text-foreground",
          props.columns && "sm:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {props.options.map((option) => (
          <label key={option.value} className={clsx("flex items-center gap-2", props.disabled && "opacity-60")}>
            <input
              type="checkbox"
              name={props.name}
              value={option.value}
              defaultChecked={props.defaultChecked?.includes(option.value)}
              disabled={props.disabled}
              className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <span className="min-w-0 break-all">{option.label}</span>
          </label>
        ))}
      </div>
      {(props.error || props.hint) && (
        <p id={`${id}-note`} className={clsx("text-sm", props.error ? "text-danger" : "text-muted-foreground")}>
          {props.error ?? props.hint}
        </p>
      )}
    </fieldset>
  );
}

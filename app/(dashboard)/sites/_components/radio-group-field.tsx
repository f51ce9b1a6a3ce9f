import clsx from "clsx";
import { useId } from "react";

import { FieldNote } from "@/app/_components/field-note";

/** One choice of a radio group, with an optional line explaining it. */
export type RadioOption = { value: string; label: string; description?: string };

/** A fieldset of radio buttons for a closed set of values (arrow keys move between them). */
export function RadioGroupField(props: {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: React.ReactNode;
  columns?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={props.error || props.hint ? `${id}-note` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{props.legend}</legend>
      <div className={clsx("grid grid-cols-1 gap-2", props.columns && "sm:grid-cols-2")}>
        {props.options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "flex cursor-pointer items-start gap-2.5 rounded-md border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring",
              option.value === props.value ? "border-primary bg-accent" : "border-input bg-card hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={option.value === props.value}
              onChange={() => props.onChange(option.value)}
              className="mt-0.5 accent-primary focus-visible:outline-none"
            />
            <span>
              <span className="font-medium text-foreground">{option.label}</span>
              {option.description && <span className="block text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldNote id={`${id}-note`} error={props.error} hint={props.hint} />
    </fieldset>
  );
}

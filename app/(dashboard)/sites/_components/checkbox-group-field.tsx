import clsx from "clsx";
import { useId } from "react";

import { FieldNote } from "@/app/_components/field-note";

/** One box of a checkbox group; a disabled one says why beside it. */
export type CheckboxOption = { value: string; label: string; description?: React.ReactNode; disabled?: boolean };

/**
 * A fieldset of checkboxes for a set of values. A hidden empty entry goes with them, so a form
 * with every box unticked still says "none" instead of leaving the setting as it was.
 */
export function CheckboxGroupField(props: {
  legend: string;
  name: string;
  options: readonly CheckboxOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  hint?: React.ReactNode;
}) {
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...props.values, value] : props.values.filter((v) => v !== value));
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={props.error || props.hint ? `${id}-note` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{props.legend}</legend>
      <input type="hidden" name={props.name} value="" />
      <div className="grid grid-cols-1 gap-2">
        {props.options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "flex items-start gap-2.5 rounded-md border border-input bg-card px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring",
              option.disabled ? "cursor-not-allowed" : "cursor-pointer hover:bg-muted",
            )}
          >
            <input
              type="checkbox"
              name={props.name}
              value={option.value}
              checked={props.values.includes(option.value)}
              disabled={option.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="mt-0.5 accent-primary focus-visible:outline-none"
            />
            <span>
              <span className={clsx("font-medium", option.disabled ? "text-muted-foreground" : "text-foreground")}>
                {option.label}
              </span>
              {option.description && <span className="block text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldNote id={`${id}-note`} error={props.error} hint={props.hint} />
    </fieldset>
  );
}

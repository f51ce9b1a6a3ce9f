import clsx from "clsx";
import { useId } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { FieldNote } from "@/app/_components/field-note";

/** One box of a checkbox group; a disabled one says why beside it. */
export type CheckboxOption = { value: string; label: string; description?: React.ReactNode; disabled?: boolean };

/** A fieldset of checkboxes for a set of values, one field (a list) of a react-hook-form form. */
export function CheckboxGroupField<V extends FieldValues>(props: {
  control: Control<V>;
  name: FieldPath<V>;
  legend: string;
  options: readonly CheckboxOption[];
  hint?: React.ReactNode;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const values: string[] = field.value ?? [];
  const error = fieldState.error?.message;
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...values, value] : values.filter((v) => v !== value));
  const first = props.options.find((option) => !option.disabled)?.value;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error || props.hint ? `${id}-note` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{props.legend}</legend>
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
              ref={option.value === first ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={values.includes(option.value)}
              disabled={option.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
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
      <FieldNote id={`${id}-note`} error={error} hint={props.hint} />
    </fieldset>
  );
}

import clsx from "clsx";
import { useId } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { FieldNote } from "@/app/_components/field-note";

/** One choice of a radio group, with an optional line explaining it. */
export type RadioOption = { value: string; label: string; description?: string };

/** A fieldset of radio buttons for a closed set of values (arrow keys move between them), one field of a react-hook-form form. */
export function RadioGroupField<V extends FieldValues>(props: {
  control: Control<V>;
  name: FieldPath<V>;
  legend: string;
  options: readonly RadioOption[];
  hint?: React.ReactNode;
  columns?: boolean;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const error = fieldState.error?.message;
  // The focus goes where the arrow keys start: the chosen radio, or the first.
  const focused = props.options.some((option) => option.value === field.value) ? field.value : props.options[0]?.value;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error || props.hint ? `${id}-note` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{props.legend}</legend>
      <div className={clsx("grid grid-cols-1 gap-2", props.columns && "sm:grid-cols-2")}>
        {props.options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "flex cursor-pointer items-start gap-2.5 rounded-md border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring",
              option.value === field.value ? "border-primary bg-accent" : "border-input bg-card hover:bg-muted",
            )}
          >
            <input
              ref={option.value === focused ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={option.value}
              checked={option.value === field.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              className="mt-0.5 accent-primary focus-visible:outline-none"
            />
            <span>
              <span className="font-medium text-foreground">{option.label}</span>
              {option.description && <span className="block text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldNote id={`${id}-note`} error={error} hint={props.hint} />
    </fieldset>
  );
}

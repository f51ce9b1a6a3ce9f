import clsx from "clsx";
import { useId, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

/** One choice of a CheckboxList. */
export type CheckboxOption = { value: string; label: ReactNode };

/**
 * A fieldset of checkboxes, one field (a list of the ticked values) of a react-hook-form form, with
 * its legend, hint and, beside it, the words of a refusal. `shouldUnregister` leaves the field out of
 * the values while the list is not shown.
 */
export function CheckboxList<V extends FieldValues>(props: {
  control: Control<V>;
  name: FieldPath<V>;
  legend: string;
  options: CheckboxOption[];
  hint?: ReactNode;
  disabled?: boolean;
  columns?: boolean;
  shouldUnregister?: boolean;
  /** Shown between the legend and the choices (e.g. an "all of them" box). */
  lead?: ReactNode;
}) {
  const id = useId();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control: props.control, name: props.name, shouldUnregister: props.shouldUnregister });
  const ticked: string[] = value ?? [];
  const error = fieldState.error?.message;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error || props.hint ? `${id}-note` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-foreground">{props.legend}</legend>
      {props.lead}
      <div
        className={clsx(
          "grid gap-x-4 gap-y-1.5 py-1 text-sm text-foreground",
          props.columns && "sm:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {props.options.map((option, index) => (
          <label key={option.value} className={clsx("flex items-center gap-2", props.disabled && "opacity-60")}>
            <input
              ref={index === 0 ? ref : undefined}
              type="checkbox"
              name={name}
              value={option.value}
              checked={ticked.includes(option.value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...ticked, option.value] : ticked.filter((v) => v !== option.value))
              }
              onBlur={onBlur}
              disabled={props.disabled}
              className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <span className="min-w-0 break-all">{option.label}</span>
          </label>
        ))}
      </div>
      {(error || props.hint) && (
        <p id={`${id}-note`} className={clsx("text-sm", error ? "text-danger" : "text-muted-foreground")}>
          {error ?? props.hint}
        </p>
      )}
    </fieldset>
  );
}

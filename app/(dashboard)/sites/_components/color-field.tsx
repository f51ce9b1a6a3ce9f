import clsx from "clsx";
import { useId } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { FieldNote } from "@/app/_components/field-note";

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` as `#aabbcc`, which a colour input needs; an unfinished value gives null. */
function sixDigits(value: string): string | null {
  if (!hex.test(value)) return null;
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join("")}`.toLowerCase() : value.toLowerCase();
}

/** A colour of a react-hook-form form: the browser's picker and the hex text side by side, the text being the value. */
export function ColorField<V extends FieldValues>(props: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  hint?: React.ReactNode;
}) {
  const id = useId();
  const {
    field: { ref, name, value: raw, onChange, onBlur },
    fieldState,
  } = useController({ control: props.control, name: props.name });
  const value = String(raw ?? "");
  const error = fieldState.error?.message;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {props.label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${props.label}: picker`}
          value={sixDigits(value) ?? "#000000"}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        <input
          id={id}
          ref={ref}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          required
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || props.hint ? `${id}-note` : undefined}
          className={clsx(
            "w-32 rounded-md border bg-card px-3 py-2 font-mono text-sm text-foreground shadow-sm",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            error ? "border-danger" : "border-input",
          )}
        />
      </div>
      <FieldNote id={`${id}-note`} error={error} hint={props.hint} />
    </div>
  );
}

import clsx from "clsx";
import { useId } from "react";

import { FieldNote } from "@/app/_components/field-note";

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` as `#aabbcc`, which a colour input needs; an unfinished value gives null. */
function sixDigits(value: string): string | null {
  if (!hex.test(value)) return null;
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join("")}`.toLowerCase() : value.toLowerCase();
}

/** A colour: the browser's picker and the hex text side by side, the text being what is submitted. */
export function ColorField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {props.label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${props.label}: picker`}
          value={sixDigits(props.value) ?? "#000000"}
          onChange={(event) => props.onChange(event.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        <input
          id={id}
          name={props.name}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value.trim())}
          required
          maxLength={7}
          spellCheck={false}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error || props.hint ? `${id}-note` : undefined}
          className={clsx(
            "w-32 rounded-md border bg-card px-3 py-2 font-mono text-sm text-foreground shadow-sm",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            props.error ? "border-danger" : "border-input",
          )}
        />
      </div>
      <FieldNote id={`${id}-note`} error={props.error} hint={props.hint} />
    </div>
  );
}

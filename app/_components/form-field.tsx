import clsx from "clsx";
import { useId, type ReactNode } from "react";

import { FieldNote } from "./field-note";

/** What a form control takes from its field: its id, whether its value was refused, and the note that describes it. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** The look every form control shares: border, colours and focus ring, red when the value was refused. */
export function controlClass(error?: string): string {
  return clsx(
    "rounded-md border bg-card px-3 py-2 text-sm text-foreground shadow-sm placeholder:text-muted-foreground",
    "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
    error ? "border-danger" : "border-input",
  );
}

/**
 * A labelled form control (input, select, textarea) with its hint, or beside it why its value was
 * refused; `children` renders the control with the ids and states it is given.
 */
export function FormField(props: {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const control: ControlProps = {
    id,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error || props.hint ? noteId : undefined,
  };
  return (
    <div className={clsx("flex flex-col gap-1.5", props.className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {props.label}
      </label>
      {props.children(control)}
      <FieldNote id={noteId} error={props.error} hint={props.hint} />
    </div>
  );
}

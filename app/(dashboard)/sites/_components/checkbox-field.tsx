import { useId } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

/** A yes/no setting of a react-hook-form form as one checkbox. */
export function CheckboxField<V extends FieldValues>(props: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  description?: React.ReactNode;
}) {
  const id = useId();
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController({ control: props.control, name: props.name });
  return (
    <div className="flex gap-2.5 text-sm">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        name={name}
        checked={Boolean(value)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={props.description ? `${id}-note` : undefined}
        className="mt-0.5 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <div>
        <label htmlFor={id} className="font-medium text-foreground">
          {props.label}
        </label>
        {props.description && (
          <p id={`${id}-note`} className="text-muted-foreground">
            {props.description}
          </p>
        )}
      </div>
    </div>
  );
}

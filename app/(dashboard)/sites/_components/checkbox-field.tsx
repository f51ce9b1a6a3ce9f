import { useId } from "react";

/**
 * A yes/no setting as one checkbox. A hidden "false" goes before it, so an unticked box still
 * says false (the server reads "true" among the values as yes).
 */
export function CheckboxField(props: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex gap-2.5 text-sm">
      <input type="hidden" name={props.name} value="false" />
      <input
        id={id}
        type="checkbox"
        name={props.name}
        value="true"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
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

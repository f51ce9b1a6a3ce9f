import clsx from "clsx";
import type { ReactNode, SelectHTMLAttributes } from "react";

import { controlClass, FormField } from "@/app/_components/form-field";

/** A labelled native select (keyboard and screen readers for free), with its hint or error beside it. */
export function SelectField({
  label,
  hint,
  error,
  options,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...props} className={clsx("w-full min-w-0", controlClass(error))}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

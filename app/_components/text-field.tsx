import type { InputHTMLAttributes, ReactNode } from "react";

import { controlClass, FormField } from "./form-field";

/** A labelled input with its hint and, beside it, why its value was refused (spread a form's `field(name)` on it). */
export function TextField({
  label,
  hint,
  error,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode; error?: string }) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...props} className={controlClass(error)} />}
    </FormField>
  );
}

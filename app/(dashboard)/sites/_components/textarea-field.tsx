import clsx from "clsx";
import type { ReactNode, TextareaHTMLAttributes } from "react";

import { controlClass, FormField } from "@/app/_components/form-field";

/** A labelled textarea for lists (one entry per line), with its hint or why its value was refused beside it. */
export function TextareaField({
  label,
  hint,
  error,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: ReactNode; error?: string }) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          spellCheck={false}
          {...props}
          className={clsx("min-h-24 font-mono", controlClass(error))}
        />
      )}
    </FormField>
  );
}

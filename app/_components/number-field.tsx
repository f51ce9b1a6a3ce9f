import type { InputHTMLAttributes, ReactNode } from "react";

import { TextField } from "./text-field";

/** The register() option that reads a number field as a number (an emptied one as NaN, which the schema refuses). */
export const asNumber = { valueAsNumber: true } as const;

type NumberFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "step" | "required"> & {
  label: string;
  hint?: ReactNode;
  error?: string;
};

/** A required whole-number field between min and max. */
export function NumberField(props: NumberFieldProps) {
  return <TextField type="number" required step={1} {...props} />;
}

import type { z } from "zod";

import { AppError } from "@/lib/core/app-error";

import { nulFields } from "./nul-fields";

/** Validates input with a zod schema; failures name every bad field, under the given error code. */
export function parseWithSchema<S extends z.ZodType>(
  schema: S,
  input: unknown,
  code: "validation_failed" | "invalid_parameters",
): z.output<S> {
  const what = code === "validation_failed" ? "The request body" : "The request parameters";
  const nul = nulFields(input).map((field) => ({ field, message: "must not contain NUL (U+0000) characters" }));
  if (nul.length)
    throw new AppError(code, `${what} did not validate: ${nul.map((e) => e.field).join(", ")}.`, { errors: nul });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (code === "validation_failed") refuseReadOnlyFields(result.error.issues);
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join(".") : (keysOf(issue) ?? "(body)"),
    message: issue.message,
  }));
  throw new AppError(code, `${what} did not validate: ${errors.map((e) => e.field).join(", ")}.`, { errors });
}

/** Fields the server sets; a body that tries to set one is refused as a bad request, not ignored. */
const readOnlyFields = new Set(["id", "account_id", "created_at", "updated_at", "plan", "object"]);

function refuseReadOnlyFields(issues: z.core.$ZodIssue[]): void {
  const fields = issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.filter((key) => readOnlyFields.has(key)).map((key) => [...issue.path, key].join("."))
      : [],
  );
  if (fields.length) {
    throw new AppError(
      "read_only_field",
      `These fields are set by the server and cannot be written: ${fields.join(", ")}.`,
      {
        errors: fields.map((field) => ({ field, message: "is read-only" })),
      },
    );
  }
}

function keysOf(issue: z.core.$ZodIssue): string | undefined {
  return issue.code === "unrecognized_keys" ? issue.keys.join(",") : undefined;
}

import { AppError } from "./app-error";
import { displayNameSchema } from "./display-name-schema";

/** A name given outside a request schema (the CLI's site and key names), normalized; throws validation_failed naming the field. */
export function parseDisplayName(raw: string, max: number, field: string): string {
  const parsed = displayNameSchema(max).safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "is not a valid name";
  throw new AppError("validation_failed", `${field} ${message}.`, { errors: [{ field, message }] });
}

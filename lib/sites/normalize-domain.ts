import { AppError } from "@/lib/core/app-error";

import { domainSchema } from "./site-schemas";

/** A site domain as stored: lower-case host name, optionally `*.` for its subdomains; throws when invalid. */
export function normalizeDomain(input: string, field = "domains"): string {
  const parsed = domainSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation_failed", `"${input}" is not a host name.`, {
      errors: [{ field, message: parsed.error.issues[0]?.message ?? "invalid" }],
    });
  }
  return parsed.data;
}

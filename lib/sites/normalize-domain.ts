import { AppError } from "@/lib/core/app-error";

const label = "(?!-)[a-z0-9-]{1,63}(?<!-)";
const hostPattern = new RegExp(`^(\\*\\.)?(${label}\\.)*${label}$`);

/** A site domain as stored: lower-case host name, optionally `*.` for its subdomains; throws when invalid. */
export function normalizeDomain(input: string, field = "domains"): string {
  const host = input.trim().toLowerCase().replace(/\.$/, "");
  if (host.length > 253 || !hostPattern.test(host) || (host.startsWith("*.") && !host.slice(2).includes("."))) {
    throw new AppError("validation_failed", `"${input}" is not a host name.`, {
      errors: [{ field, message: "must be a host name such as example.com or *.example.com" }],
    });
  }
  return host;
}

import { AppError } from "@/lib/core/app-error";

const trackingParam = /^(utm_.*|fbclid|gclid)$/i;

/**
 * One page, one thread: scheme and host lower-case, default port and fragment dropped,
 * tracking parameters (utm_*, fbclid, gclid) removed; the rest of the URL is kept as written.
 */
export function normalizeThreadUrl(input: string, field = "thread_url"): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    url = new URL("invalid:");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
    throw new AppError("validation_failed", "thread_url must be an absolute http or https URL.", {
      errors: [{ field, message: "must be an absolute http or https URL" }],
    });
  }
  url.hash = "";
  url.username = "";
  url.password = "";
  for (const name of [...url.searchParams.keys()]) {
    if (trackingParam.test(name)) url.searchParams.delete(name);
  }
  if (url.search === "?") url.search = "";
  return url.toString();
}

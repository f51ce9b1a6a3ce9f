/** The longest thread URL the API takes. */
const maxUrlLength = 2048;

/**
 * The page a count element stands for, absolute and without its fragment (a link to
 * `post#comments` counts `post`), or null when it is no http(s) URL the API would take: one bad
 * URL would cost its whole batch the answer.
 */
export function resolveCountUrl(value: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  url.hash = "";
  return /^https?:$/.test(url.protocol) && url.href.length <= maxUrlLength ? url.href : null;
}

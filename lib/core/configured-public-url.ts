/**
 * PUBLIC_URL, checked and without a trailing slash, or null when unset. It goes into links that
 * carry sign-in tokens and into markup, so anything but a plain http(s) address is a setup error.
 */
export function configuredPublicUrl(): string | null {
  const raw = process.env.PUBLIC_URL?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be a plain http(s) address such as https://comments.example.com (got ${JSON.stringify(raw)})`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

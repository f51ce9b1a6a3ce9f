/** The address readers reach this server at: PUBLIC_URL when set, else the scheme and Host the request came with. */
export function publicBaseUrl(req: Request): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/$/, "");
  const url = new URL(req.url);
  return `${url.protocol}//${req.headers.get("host") ?? url.host}`;
}

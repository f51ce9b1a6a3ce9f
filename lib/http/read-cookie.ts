/**
 * The value of one cookie of a request, or null. A value that is not valid percent-encoding is
 * returned as sent: no token of ours looks like that, so it is refused as an unknown one.
 */
export function readCookie(headers: Headers, name: string): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeOrKeep(part.slice(index + 1).trim());
  }
  return null;
}

function decodeOrKeep(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

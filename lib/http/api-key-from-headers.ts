/** The API key a request presents, in `X-API-Key` or `Authorization: Bearer`, or null. */
export function apiKeyFromHeaders(headers: Headers): string | null {
  const direct = headers.get("x-api-key")?.trim();
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

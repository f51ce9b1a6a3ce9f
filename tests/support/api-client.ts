import { contractViolation } from "./contract";

/** A small HTTP client for the API under test: real requests to the real server. */
export function apiClient(baseUrl: string, key?: string, options: { ip?: string; origin?: string } = {}) {
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(key ? { "X-API-Key": key } : {}),
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
        // The shared test servers trust one proxy hop, so a test can speak from its own client IP.
        ...(options.ip ? { "X-Forwarded-For": options.ip } : {}),
        ...(options.origin ? { Origin: options.origin } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    });
    const text = await response.text();
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are checked field by field
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // Every answer of the API suites is held to the OpenAPI document (tests/support/contract.ts).
    const violation = await contractViolation(baseUrl, {
      method,
      path,
      status: response.status,
      contentType: response.headers.get("content-type"),
      text,
      json,
    });
    if (violation) throw new Error(`Contract: ${violation}\n${text.slice(0, 500)}`);
    return { status: response.status, headers: response.headers, json, text };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call("POST", path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call("PUT", path, body, headers),
    patch: (path: string, body?: unknown, headers?: Record<string, string>) => call("PATCH", path, body, headers),
    del: (path: string, headers?: Record<string, string>) => call("DELETE", path, undefined, headers),
    call,
  };
}

/** A random client IP from the IPv6 documentation range, so each test counts against its own rate limits. */
export function randomIp(): string {
  const word = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${word()}:${word()}::${word()}`;
}

/** The query string of GET /v1/comments for a thread. */
export function threadQuery(siteId: string, threadUrl: string, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ site_id: siteId, thread_url: threadUrl });
  for (const [name, value] of Object.entries(extra)) params.set(name, String(value));
  return `/v1/comments?${params}`;
}

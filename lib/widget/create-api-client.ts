import type { ApiProblem } from "./widget-types";

/**
 * A caller of the Threadline API from the host page: `site_id` on every request (so preflights find
 * the site), the reader's bearer token when there is one, no cookies (no third-party cookie is ever
 * needed). Refusals are thrown as ApiProblem.
 */
export function createApiClient(origin: string, siteId: string, token: () => string | undefined) {
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${origin}/v1${path}${path.includes("?") ? "&" : "?"}site_id=${encodeURIComponent(siteId)}`;
    const headers: Record<string, string> = {};
    const bearer = token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      // Reads revalidate (ETag/304 where the server gives one) rather than trust a stale copy.
      response = await fetch(url, {
        method,
        headers,
        credentials: "omit",
        cache: "no-cache",
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw { status: 0, code: "network" } satisfies ApiProblem;
    }
    const data = response.status === 204 ? {} : await response.json().catch(() => ({}));
    if (!response.ok) {
      const problem: ApiProblem = {
        status: response.status,
        code: data.code || "error",
        field: data.errors?.[0]?.field,
      };
      const wait = Number(response.headers.get("retry-after") || data.retry_after);
      if (wait > 0) problem.retryAfter = wait;
      throw problem;
    }
    return data as T;
  };
}

/** A bound API caller. */
export type ApiCall = ReturnType<typeof createApiClient>;

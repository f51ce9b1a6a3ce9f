import createClient, { type Client, type Middleware } from "openapi-fetch";

import type { paths } from "../threadline-api";

/**
 * How to reach a Threadline server: its base URL and one credential, an API key (`key_live_…` or
 * `key_test_…`) for a backend, or a reader's session token (`ses_…`) for the reader's own calls
 * (`/v1/auth/session…`); neither calls as a guest.
 */
export type ThreadlineClientOptions = {
  baseUrl: string;
  apiKey?: string;
  /** A reader's session token (`ses_…`), sent as `Authorization: Bearer`. */
  sessionToken?: string;
  /** Headers sent with every request (e.g. `Origin`, `Accept-Language`). */
  headers?: Record<string, string>;
  /** A fetch of your own (tests, proxies); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
};

/** The typed client: openapi-fetch's GET, POST, PUT, PATCH and DELETE over every /v1 path. */
export type ThreadlineClient = Client<paths>;

// Safe retries: every POST carries an Idempotency-Key unless the caller set one, so that a retry
// after a lost answer (same key) is answered from the first run instead of acting twice.
function authAndIdempotency(options: ThreadlineClientOptions): Middleware {
  return {
    onRequest({ request }) {
      if (options.apiKey) request.headers.set("X-API-Key", options.apiKey);
      else if (options.sessionToken) request.headers.set("Authorization", `Bearer ${options.sessionToken}`);
      if (request.method === "POST" && !request.headers.has("Idempotency-Key"))
        request.headers.set("Idempotency-Key", crypto.randomUUID());
      return request;
    },
  };
}

/** A typed Threadline API client: paths, parameters, bodies and answers are checked by TypeScript. */
export function createThreadlineClient(options: ThreadlineClientOptions): ThreadlineClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ""),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(authAndIdempotency(options));
  return client;
}

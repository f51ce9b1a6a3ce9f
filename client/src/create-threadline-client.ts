import createClient, { type Client, type Middleware } from "openapi-fetch";

import type { paths } from "./threadline-api";

/** How to reach a Threadline server: its base URL and an API key (`key_live_…` or `key_test_…`). */
export type ThreadlineClientOptions = {
  baseUrl: string;
  apiKey: string;
  /** A fetch of your own (tests, proxies); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
};

/** The typed client: openapi-fetch's GET, POST, PUT, PATCH and DELETE over every /v1 path. */
export type ThreadlineClient = Client<paths>;

// Safe retries: every POST carries an Idempotency-Key unless the caller set one, so that a retry
// after a lost answer (same key) is answered from the first run instead of acting twice.
function authAndIdempotency(apiKey: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set("X-API-Key", apiKey);
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
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(authAndIdempotency(options.apiKey));
  return client;
}

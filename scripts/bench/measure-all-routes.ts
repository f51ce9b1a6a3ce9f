import { threadQuery } from "../../tests/support/api-client";
import type { BenchSettings } from "./bench-settings";
import { measureRoute, type RouteLoad, type RouteMeasurement } from "./measure-route";
import type { BenchThreads } from "./seed-bench-threads";

/** Loads /health (the ceiling), the thread reads and comment writes one after the other; the ceiling comes first. */
export async function measureAllRoutes(
  baseUrl: string,
  auth: { key: string; siteId: string },
  threads: BenchThreads,
  settings: BenchSettings,
): Promise<RouteMeasurement[]> {
  const { connections, seconds, shortSeconds } = settings;
  const headers = { "X-API-Key": auth.key };
  const page = (url: string, perPage: number) => `${baseUrl}${threadQuery(auth.siteId, url, { per_page: perPage })}`;
  let written = 0;
  const nextBody = () =>
    JSON.stringify({ site_id: auth.siteId, thread_url: threads.writes, content: `Bench comment ${++written}` });
  const loads: RouteLoad[] = [
    { route: "GET /health (ceiling)", url: `${baseUrl}/health`, seconds, connections },
    {
      route: "GET /v1/comments per_page=100, 200-comment thread (API key)",
      url: page(threads.small, 100),
      headers,
      seconds,
      connections,
    },
    {
      route: "GET /v1/comments per_page=100, 200-comment thread (public)",
      url: page(threads.small, 100),
      seconds,
      connections,
    },
    {
      route: "POST /v1/comments (new top-level)",
      url: `${baseUrl}/v1/comments`,
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      nextBody,
      seconds,
      connections,
    },
    {
      route: "GET /v1/comments per_page=20, 200-comment thread",
      url: page(threads.small, 20),
      headers,
      seconds: shortSeconds,
      connections,
    },
    {
      route: "GET /v1/comments per_page=20, 10,000-comment thread",
      url: page(threads.large, 20),
      headers,
      seconds: shortSeconds,
      connections,
    },
  ];
  const measurements: RouteMeasurement[] = [];
  for (const load of loads) {
    console.error(`bench: ${load.route}, ${load.connections} connections, ${load.seconds} s`);
    measurements.push(await measureRoute(load));
  }
  return measurements;
}

import { threadQuery } from "../../tests/support/api-client";
import type { BenchSettings } from "./bench-settings";
import { measureRoute, type RouteMeasurement } from "./measure-route";

/** A server to load, named by where it counts its rate limits, with its key and threads. */
export type LimiterTarget = {
  limiter: string;
  baseUrl: string;
  auth: { key: string; siteId: string };
  threads: { small: string; writes: string };
};

/**
 * Loads a page read and a comment write on each server (same durations, same data), so that the
 * figures differ only by where the limiter counts.
 */
export async function measureLimiterCost(
  targets: readonly LimiterTarget[],
  settings: BenchSettings,
): Promise<RouteMeasurement[]> {
  const { connections, shortSeconds: seconds } = settings;
  let written = 0;
  const routes = ({ baseUrl, auth, threads }: LimiterTarget) => {
    const headers = { "X-API-Key": auth.key };
    const nextBody = () =>
      JSON.stringify({
        site_id: auth.siteId,
        thread_url: threads.writes,
        content: `Limiter bench comment ${++written}`,
      });
    return [
      {
        name: "GET /v1/comments per_page=20, 200-comment thread",
        url: `${baseUrl}${threadQuery(auth.siteId, threads.small, { per_page: 20 })}`,
        headers,
      },
      {
        name: "POST /v1/comments (new top-level)",
        url: `${baseUrl}/v1/comments`,
        method: "POST" as const,
        headers: { ...headers, "Content-Type": "application/json" },
        nextBody,
      },
    ];
  };
  const measurements: RouteMeasurement[] = [];
  // Route by route, each backend in turn, so that a change in the machine's load hits both alike.
  for (const index of [0, 1]) {
    for (const target of targets) {
      const { name, ...load } = routes(target)[index]!;
      const route = `${name} [limiter: ${target.limiter}]`;
      console.error(`bench: ${route}, ${connections} connections, ${seconds} s`);
      measurements.push(await measureRoute({ ...load, route, seconds, connections }));
    }
  }
  return measurements;
}

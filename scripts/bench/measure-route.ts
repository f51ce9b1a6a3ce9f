import { createRequire } from "node:module";

/** One HTTP route to load: where, how, for how long. */
export type RouteLoad = {
  route: string;
  url: string;
  seconds: number;
  connections: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Makes each request's body (autocannon's own `[<id>]` replacement sends a wrong Content-Length with hyperid 3.3). */
  nextBody?: () => string;
  /** Headers added to each request, made anew for each (an Idempotency-Key, say). */
  nextHeaders?: () => Record<string, string>;
};

/** What autocannon measured on one route (warm-up failures included in the counts). */
export type RouteMeasurement = {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts (no answer within 10 s); `timeouts` is the part of them that timed out. */
  errors: number;
  timeouts: number;
  non2xx: number;
  seconds: number;
};

type AutocannonRequest = Record<string, unknown>;
type AutocannonOptions = Omit<RouteLoad, "route" | "seconds" | "nextBody" | "nextHeaders"> & {
  duration?: number;
  amount?: number;
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
};
type AutocannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
};
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Warms a route up with a few hundred requests, then loads it with autocannon for the given duration. */
export async function measureRoute(load: RouteLoad): Promise<RouteMeasurement> {
  const { route, seconds, nextBody, nextHeaders, ...request } = load;
  const setupRequest = (built: AutocannonRequest): AutocannonRequest => ({
    ...built,
    ...(nextBody ? { body: nextBody() } : {}),
    ...(nextHeaders ? { headers: { ...(built.headers as Record<string, string>), ...nextHeaders() } } : {}),
  });
  const options: AutocannonOptions = {
    ...request,
    ...(nextBody || nextHeaders ? { requests: [{ setupRequest }] } : {}),
  };
  const warmUp = await autocannon({ ...options, amount: load.connections * 10 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + warmUp.errors,
    timeouts: result.timeouts + warmUp.timeouts,
    non2xx: result.non2xx + warmUp.non2xx,
    seconds: result.duration,
  };
}

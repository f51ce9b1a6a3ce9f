/** What a bench run is configured with: durations, connections and extra server environment. */
export type BenchSettings = {
  seconds: number;
  shortSeconds: number;
  connections: number;
  serverEnv: Record<string, string>;
};

/** Reads BENCH_SECONDS (default 10) and BENCH_SERVER_ENV (a JSON object of strings merged into the server env, default {}). */
export function readBenchSettings(env: NodeJS.ProcessEnv): BenchSettings {
  const seconds = env.BENCH_SECONDS === undefined || env.BENCH_SECONDS === "" ? 10 : Number(env.BENCH_SECONDS);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_SECONDS must be a positive number of seconds, got ${JSON.stringify(env.BENCH_SECONDS)}`);
  }
  const parsed: unknown = JSON.parse(env.BENCH_SERVER_ENV || "{}");
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error('BENCH_SERVER_ENV must be a JSON object, e.g. {"SOME_SETTING":"value"}');
  }
  const serverEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== "string") throw new Error(`BENCH_SERVER_ENV.${name} must be a string`);
    serverEnv[name] = value;
  }
  return { seconds, shortSeconds: Math.max(5, seconds / 2), connections: 50, serverEnv };
}

// Prints the live-stream benchmark: `npx tsx scripts/bench/run-stream-bench.ts [streams] [comments]`.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
import { postgresBaseUrl } from "../../tests/support/test-databases";
import { measureStreamLatency } from "./measure-stream-latency";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
process.env.CHECKPOINT_DISABLE ??= "1";

async function main(): Promise<void> {
  const streams = Number(process.argv[2] ?? 2000);
  const comments = Number(process.argv[3] ?? 20);
  const backends: ("sqlite" | "postgresql")[] = postgresBaseUrl() ? ["sqlite", "postgresql"] : ["sqlite"];
  for (const backend of backends) {
    const r = await measureStreamLatency({ streams, comments, backend });
    console.log(
      `stream latency on ${r.backend}, ${r.streams} streams on one thread, ${r.comments} comments (${r.deliveries} deliveries): ` +
        `201 → arrival p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms; server RSS ${r.rssMb} MB with the streams open, ${r.kbPerStream} KB per stream`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

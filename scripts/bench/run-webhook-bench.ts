// Prints the webhook latency benchmark: `npx tsx scripts/bench/run-webhook-bench.ts [comments]`.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
import { postgresBaseUrl } from "../../tests/support/test-databases";
import { measureWebhookLatency } from "./measure-webhook-latency";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
process.env.CHECKPOINT_DISABLE ??= "1";

async function main(): Promise<void> {
  const comments = Number(process.argv[2] ?? 300);
  const backends: ("sqlite" | "postgresql")[] = postgresBaseUrl() ? ["sqlite", "postgresql"] : ["sqlite"];
  for (const backend of backends) {
    const result = await measureWebhookLatency({ comments, backend });
    console.log(
      `webhook latency on ${result.backend} over ${result.count} comments: 201 → arrival p50 ${result.p50Ms} ms, ` +
        `p99 ${result.p99Ms} ms, max ${result.maxMs} ms; POST sent → arrival p50 ${result.fromRequestP50Ms} ms, p99 ${result.fromRequestP99Ms} ms`,
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

import { applyMigrations } from "../../lib/db/apply-migrations";
import { buildAccount } from "../../tests/support/factories";
import { startServer } from "../../tests/support/start-server";
import { createSqliteDatabase } from "../../tests/support/test-databases";
import type { SpamCorpusRow } from "../spam/read-spam-corpus";
import { measureRoute, type RouteMeasurement } from "./measure-route";

/** Comment writes per second with the site's spam filter off and on (`hold`), in alternating rounds. */
export type SpamThroughput = { off: RouteMeasurement[]; on: RouteMeasurement[]; ratio: number };

const rounds = 3;

/** A counter in letters: the duplicate check folds digits, so a number alone would not make a text new. */
function lettersOf(n: number): string {
  let text = "";
  do {
    text += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/**
 * POST /v1/comments on one built server over SQLite, against two sites of their own accounts that
 * differ only in `spam_filter` (off, hold), with the corpus's legitimate comments as bodies (each
 * made unique, as real traffic is): a warm-up round each, then alternating rounds, so that a
 * machine's drift falls on both alike. The ratio compares the mean rates.
 */
export async function measureSpamThroughput(
  corpus: SpamCorpusRow[],
  serverEnv: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<SpamThroughput> {
  const database = createSqliteDatabase();
  await applyMigrations(database.url);
  const off = await buildAccount(database.url, { email: "off@example.com", spamFilter: "off" });
  const on = await buildAccount(database.url, { email: "on@example.com", spamFilter: "hold" });
  const server = await startServer({ ...serverEnv, DATABASE_URL: database.url });
  const legitimate = corpus.filter((row) => !row.spam);
  let written = 0;
  const load = (name: string, account: typeof off) => ({
    route: `POST /v1/comments, spam filter ${name}`,
    url: `${server.baseUrl}/v1/comments`,
    method: "POST" as const,
    headers: { "X-API-Key": account.api_keys.live, "Content-Type": "application/json" },
    nextBody: () => {
      const row = legitimate[written++ % legitimate.length]!;
      return JSON.stringify({
        site_id: account.site_id,
        thread_url: `http://localhost/bench/spam-${written % 50}`,
        content: `${row.content.slice(0, 9_000)} ${lettersOf(written)}`,
        author_name: row.author.slice(0, 80) || "Anonymous",
      });
    },
    seconds,
    connections,
  });
  const result: SpamThroughput = { off: [], on: [], ratio: 0 };
  try {
    await measureRoute({ ...load("off", off), seconds: 3 });
    await measureRoute({ ...load("hold", on), seconds: 3 });
    for (let round = 0; round < rounds; round++) {
      result.off.push(await measureRoute(load("off", off)));
      result.on.push(await measureRoute(load("hold", on)));
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  const mean = (runs: RouteMeasurement[]) => runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length;
  result.ratio = mean(result.on) / mean(result.off);
  return result;
}

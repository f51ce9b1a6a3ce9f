import { queryDatabase } from "./query-database";
import { waitFor } from "./wait-for";

/**
 * Cuts the live-event LISTEN connections of every server on one PostgreSQL database, as a network
 * blip or a failover would, once at least one is listening; answers how many were cut. Only that
 * database's listeners: servers of other test files share the PostgreSQL server.
 */
export async function killLiveListeners(databaseUrl: string): Promise<number> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const listening = `FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN threadline_events%'`;
  await waitFor("a live listener to be connected", async () => {
    const [row] = await queryDatabase(databaseUrl, `SELECT count(*)::int AS n ${listening}`, [database]);
    return Number(row?.n) > 0 ? true : undefined;
  });
  const rows = await queryDatabase(databaseUrl, `SELECT pg_terminate_backend(pid) AS cut ${listening}`, [database]);
  return rows.filter((row) => row.cut === true).length;
}

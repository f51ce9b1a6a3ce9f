import { randomUUID } from "node:crypto";

import { apiClient, threadQuery } from "../../tests/support/api-client";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer } from "../../tests/support/start-server";
import { startWebhookReceiver } from "../../tests/support/start-webhook-receiver";
import { createPostgresDatabase, createSqliteDatabase } from "../../tests/support/test-databases";
import type { BenchSettings } from "./bench-settings";
import { measureRoute, type RouteLoad, type RouteMeasurement } from "./measure-route";
import { seedThread } from "./seed-thread";

/**
 * On a fresh server over SQLite or PostgreSQL: the comment write as the main table loads it, then
 * with everything a write can set off at once (an Idempotency-Key on every request, and a webhook
 * endpoint that wants comment.created, its deliveries sent to a receiver on this machine during
 * the load); on PostgreSQL also the whole-thread read, public and with the key.
 */
export async function measureWritePaths(
  backend: "sqlite" | "postgresql",
  postgresUrl: string | undefined,
  serverEnv: Record<string, string>,
  settings: BenchSettings,
): Promise<RouteMeasurement[]> {
  const database = backend === "sqlite" ? createSqliteDatabase() : await createPostgresDatabase(postgresUrl!);
  const receiver = await startWebhookReceiver(() => ({ status: 204 }));
  const server = await startServer({
    ...serverEnv,
    DATABASE_URL: database.url,
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: "1",
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const owner = await bootstrap(database.url);
    const api = apiClient(server.baseUrl, owner.api_keys.live);
    const headers = { "X-API-Key": owner.api_keys.live, "Content-Type": "application/json" };
    const { connections, seconds } = settings;
    const name = backend === "sqlite" ? "SQLite" : "PostgreSQL";
    let written = 0;
    const write = (route: string, threadUrl: string, extra: Partial<RouteLoad> = {}): RouteLoad => ({
      route,
      url: `${server.baseUrl}/v1/comments`,
      method: "POST",
      headers,
      nextBody: () =>
        JSON.stringify({ site_id: owner.site_id, thread_url: threadUrl, content: `Bench comment ${++written}` }),
      seconds,
      connections,
      ...extra,
    });
    const loads: RouteLoad[] = [write(`POST /v1/comments on ${name}`, "http://localhost/bench/writes")];
    if (backend === "postgresql") {
      const small = "http://localhost/bench/thread-200";
      await seedThread(api, { siteId: owner.site_id, threadUrl: small, topLevel: 100, replies: 100, concurrency: 20 });
      const page = `${server.baseUrl}${threadQuery(owner.site_id, small, { per_page: 100 })}`;
      loads.unshift(
        {
          route: `GET /v1/comments per_page=100, 200-comment thread, API key, on ${name}`,
          url: page,
          headers,
          seconds,
          connections,
        },
        {
          route: `GET /v1/comments per_page=100, 200-comment thread, public, on ${name}`,
          url: page,
          seconds,
          connections,
        },
      );
    }
    const measurements: RouteMeasurement[] = [];
    for (const load of loads) {
      console.error(`bench: ${load.route}, ${connections} connections, ${seconds} s`);
      measurements.push(await measureRoute(load));
    }
    const created = await api.post("/v1/webhooks", { url: receiver.url, events: ["comment.created"] });
    if (created.status !== 201) throw new Error(`POST /v1/webhooks answered ${created.status}`);
    const full = write(
      `POST /v1/comments on ${name}, Idempotency-Key and a webhook endpoint`,
      "http://localhost/bench/writes-full",
      {
        nextHeaders: () => ({ "Idempotency-Key": randomUUID() }),
      },
    );
    console.error(`bench: ${full.route}, ${connections} connections, ${seconds} s`);
    measurements.push(await measureRoute(full));
    return measurements;
  } finally {
    await server.stop();
    await receiver.close();
    await database.drop();
  }
}

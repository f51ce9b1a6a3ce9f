import { apiClient, threadQuery } from "../../tests/support/api-client";
import { checkThreadPage } from "./check-thread-page";
import { seedThread } from "./seed-thread";

/** The threads the bench reads and writes, by URL. */
export type BenchThreads = { small: string; large: string; writes: string };

/** Seeds a 200-comment and a 10,000-comment thread (half top-level, half replies) and checks their pages. */
export async function seedBenchThreads(baseUrl: string, key: string, siteId: string): Promise<BenchThreads> {
  const api = apiClient(baseUrl, key);
  const threads = {
    small: "http://localhost/bench/thread-200",
    large: "http://localhost/bench/thread-10000",
    writes: "http://localhost/bench/thread-writes",
  };
  const started = performance.now();
  await seedThread(api, { siteId, threadUrl: threads.small, topLevel: 100, replies: 100, concurrency: 20 });
  await seedThread(api, { siteId, threadUrl: threads.large, topLevel: 5_000, replies: 5_000, concurrency: 20 });
  const elapsed = (performance.now() - started) / 1000;
  console.error(`bench: seeded 10,200 comments through POST /v1/comments in ${elapsed.toFixed(1)} s`);

  await checkThreadPage(api, threadQuery(siteId, threads.small, { per_page: 100 }), {
    comments: 100,
    replies: 100,
    total: 100,
  });
  await checkThreadPage(api, threadQuery(siteId, threads.small, { per_page: 20 }), {
    comments: 20,
    replies: 20,
    total: 100,
  });
  await checkThreadPage(api, threadQuery(siteId, threads.large, { per_page: 20 }), {
    comments: 20,
    replies: 20,
    total: 5_000,
  });
  return threads;
}

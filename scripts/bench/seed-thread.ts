import type { apiClient } from "../../tests/support/api-client";
import { mapConcurrent } from "./map-concurrent";

/** Where seeded comments go, and how many. */
export type SeedPlan = { siteId: string; threadUrl: string; topLevel: number; replies: number; concurrency: number };

/** Posts a thread's top-level comments, then its replies spread round-robin over them, through the real API. */
export async function seedThread(api: ReturnType<typeof apiClient>, plan: SeedPlan): Promise<void> {
  const post = async (content: string, parentId?: string): Promise<string> => {
    const body = {
      site_id: plan.siteId,
      thread_url: plan.threadUrl,
      content,
      ...(parentId ? { parent_id: parentId } : {}),
    };
    const response = await api.post("/v1/comments", body);
    if (response.status !== 201 || typeof response.json?.id !== "string") {
      throw new Error(`seeding ${plan.threadUrl}: POST /v1/comments answered ${response.status}: ${response.text}`);
    }
    return response.json.id as string;
  };
  const indexes = (count: number) => Array.from({ length: count }, (_, i) => i);
  const roots = await mapConcurrent(indexes(plan.topLevel), plan.concurrency, (i) =>
    post(`Top-level comment ${i + 1}`),
  );
  await mapConcurrent(indexes(plan.replies), plan.concurrency, (i) => post(`Reply ${i + 1}`, roots[i % roots.length]));
}

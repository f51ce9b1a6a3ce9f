import type { apiClient } from "../../tests/support/api-client";

/** What one page of a thread must hold before it is worth measuring. */
export type ExpectedPage = { comments: number; replies: number; total: number };

/** Fetches a page of GET /v1/comments once and throws unless it holds exactly the expected comments. */
export async function checkThreadPage(
  api: ReturnType<typeof apiClient>,
  path: string,
  expected: ExpectedPage,
): Promise<void> {
  const response = await api.get(path);
  const comments: { replies?: unknown[] }[] = Array.isArray(response.json?.comments) ? response.json.comments : [];
  const actual = {
    comments: comments.length,
    replies: comments.reduce((sum, comment) => sum + (comment.replies?.length ?? 0), 0),
    total: response.json?.total,
  };
  if (response.status !== 200 || JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `GET ${path} answered ${response.status} with ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
    );
  }
}

import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";

/**
 * The queue's address, opened on one comment when given: always from the configured dashboard
 * address (PUBLIC_URL), never from a request's Host header, so a mail can't be made to point elsewhere.
 */
export function moderationLink(commentId?: string): string {
  const queue = `${dashboardBaseUrl()}/moderation`;
  return commentId ? `${queue}?comment=${encodeURIComponent(commentId)}` : queue;
}

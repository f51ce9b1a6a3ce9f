import { AppError } from "@/lib/core/app-error";
import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { pollQueue } from "@/lib/moderation/poll-queue";
import { readQueueFilters } from "@/lib/moderation/queue-filters";

/**
 * GET /moderation/poll?<the view's parameters>&since=<cursor>&ids=<shown ids>: what an open queue
 * asks every few seconds (tab counts, newer comments, statuses of the shown ones). Session-authorized
 * like the page, scoped to the member's sites; never cached.
 */
export async function GET(request: Request) {
  const member = await requireRole(memberRoles);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { filters } = readQueueFilters(params);
  const ids = (params.ids ?? "").split(",").filter(Boolean);
  const headers = { "Cache-Control": "no-store" };
  try {
    return Response.json(await pollQueue(member, filters, params.since, ids), { headers });
  } catch (error) {
    if (error instanceof AppError && error.code === "site_not_found")
      return Response.json({ code: error.code, detail: error.detail }, { status: 404, headers });
    throw error;
  }
}

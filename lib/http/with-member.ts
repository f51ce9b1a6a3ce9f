import { AppError } from "@/lib/core/app-error";
import type { MemberRole } from "@/lib/core/member-roles";
import type { MemberContext } from "@/lib/members/find-member-context";

import { requireRole } from "./current-member";
import { newRequestId } from "./new-request-id";
import { problemResponse } from "./problem-response";

/** Whether a browser request was sent by a page of this server (its Origin names the host it was sent to). */
function sentFromThisSite(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * A dashboard route handler (not a page): the member's session and role are checked like a
 * page's, a state-changing request must come from the dashboard's own pages (Origin), and errors
 * answer as problem+json. For what server actions cannot carry: large uploads, downloads, polling.
 */
export function withMember(
  roles: readonly MemberRole[],
  handler: (input: { req: Request; member: MemberContext; params: Record<string, string> }) => Promise<Response>,
) {
  return async (req: Request, ctx: { params: Promise<Record<string, string>> }): Promise<Response> => {
    const member = await requireRole(roles);
    const requestId = newRequestId();
    try {
      if (req.method !== "GET" && req.method !== "HEAD" && !sentFromThisSite(req)) {
        throw new AppError("forbidden", "This request must come from the dashboard's own pages.");
      }
      return await handler({ req, member, params: await ctx.params });
    } catch (error) {
      return problemResponse(error, requestId);
    }
  };
}

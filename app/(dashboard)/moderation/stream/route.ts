import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { eventStreamResponse } from "@/lib/http/event-stream-response";
import { problemResponse } from "@/lib/http/problem-response";
import { openAccountStream } from "@/lib/live/open-account-stream";

// A stream is never cached or prerendered.
export const dynamic = "force-dynamic";

/**
 * The moderation queue's live events for the signed-in member (Server-Sent Events): new pending
 * and flagged comments and other moderators' decisions, on the member's sites only; a reconnecting
 * browser gets what it missed since its Last-Event-ID, or `reload`.
 */
export async function GET(req: Request): Promise<Response> {
  const member = await requireRole(memberRoles);
  try {
    const start = await openAccountStream(member, {
      streamKey: `member:${member.memberId}`,
      lastEventId: req.headers.get("last-event-id"),
      now: new Date(),
    });
    return eventStreamResponse(req.signal, start);
  } catch (error) {
    return problemResponse(error, `req_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`);
  }
}

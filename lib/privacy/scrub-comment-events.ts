import { db } from "@/lib/db/client";

const erasedFields = { content: "", content_html: "", author_name: "", author_id: null };

// The event objects that carry a comment: the comment itself (comment.*), or a reaction's comment.
function scrub(object: Record<string, unknown>, ids: Set<string>): boolean {
  let changed = false;
  if (typeof object.id === "string" && ids.has(object.id)) {
    Object.assign(object, erasedFields);
    delete object.author;
    changed = true;
  }
  for (const value of Object.values(object)) {
    if (value && typeof value === "object" && !Array.isArray(value))
      changed = scrub(value as Record<string, unknown>, ids) || changed;
  }
  return changed;
}

/**
 * Removes erased comments' words and authors from the site's stored events (the outbox the API's
 * /v1/events and webhook retries read), so that what was erased is not served again from there.
 * Deliveries already made to customers' endpoints are theirs: `reader.erased` asks them to follow.
 */
export async function scrubCommentEvents(siteId: string, commentIds: string[]): Promise<number> {
  let scrubbed = 0;
  for (let start = 0; start < commentIds.length; start += 50) {
    const chunk = commentIds.slice(start, start + 50);
    const ids = new Set(chunk);
    const events = await db().event.findMany({
      where: { siteId, OR: chunk.map((id) => ({ payload: { contains: `"${id}"` } })) },
      select: { id: true, payload: true },
    });
    for (const event of events) {
      const payload = JSON.parse(event.payload) as Record<string, unknown>;
      if (!scrub(payload, ids)) continue;
      await db().event.update({ where: { id: event.id }, data: { payload: JSON.stringify(payload) } });
      scrubbed++;
    }
  }
  return scrubbed;
}

import { db } from "@/lib/db/client";

import type { ResolvedSubject } from "./find-reader-subject";
import { subjectSubscriberFilter } from "./subject-subscriber-filter";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A reader's mail subscriptions on a site (their address, settings and what they asked for), for their data export. */
export async function exportMailSubscriptions(siteId: string, subject: ResolvedSubject) {
  const subscribers = await db().subscriber.findMany({
    where: subjectSubscriberFilter(siteId, subject),
    orderBy: { createdAt: "asc" },
    include: {
      watches: { orderBy: { createdAt: "asc" }, include: { thread: { select: { url: true } } } },
    },
  });
  return subscribers.map((s) => ({
    email: s.email,
    confirmed_at: iso(s.confirmedAt),
    frequency: s.frequency,
    replies: s.replies,
    mentions: s.mentions,
    stopped_at: iso(s.stoppedAt),
    created_at: s.createdAt.toISOString(),
    watches: s.watches.map((w) => ({
      kind: w.kind,
      thread_url: w.thread.url,
      comment_id: w.commentId,
      confirmed_at: iso(w.confirmedAt),
      created_at: w.createdAt.toISOString(),
    })),
  }));
}

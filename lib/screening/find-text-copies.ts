import { readTextCopies } from "@/lib/db/read-text-copies";

// The near-duplicate signal looks back a day; copies on other threads within minutes are spam outright.
const duplicateWindowMs = 24 * 60 * 60 * 1000;
const burstWindowMs = 10 * 60 * 1000;

/** Where else a site has the same text lately: whether any copy exists, and on how many other threads within minutes. */
export type TextCopies = { recent: boolean; otherThreadsInBurst: number };

/** Finds earlier comments on the site with the same folded text (lib/screening/hash-comment-text.ts). */
export async function findTextCopies(
  siteId: string,
  textHash: string | null,
  threadId: string | null,
  now: Date,
): Promise<TextCopies> {
  if (!textHash) return { recent: false, otherThreadsInBurst: 0 };
  const rows = await readTextCopies(siteId, textHash, new Date(now.getTime() - duplicateWindowMs));
  const burstStart = now.getTime() - burstWindowMs;
  const threads = new Set(
    rows.filter((row) => row.createdAt.getTime() > burstStart && row.threadId !== threadId).map((row) => row.threadId),
  );
  return { recent: rows.length > 0, otherThreadsInBurst: threads.size };
}

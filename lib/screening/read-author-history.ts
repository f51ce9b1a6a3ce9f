import { db } from "@/lib/db/client";

/** What a site has seen of an author lately: their recent live comments by what became of them. */
export type AuthorHistory = { approved: number; rejected: number; spam: number; pending: number };

// Recent comments say enough, and the read stays one short index range however prolific the author.
const recentComments = 20;

/**
 * The statuses of an author's most recent live comments on a site: a reader by their id, a guest
 * by their hashed IP; null for an author the site cannot tell apart (an API key's integration).
 */
export async function readAuthorHistory(
  siteId: string,
  author: { kind: "api" | "guest" | "reader"; ref: string | null; ipHash: string | null },
): Promise<AuthorHistory | null> {
  const who =
    author.kind === "reader" && author.ref
      ? { authorRef: author.ref }
      : author.kind === "guest" && author.ipHash
        ? { authorIpHash: author.ipHash, authorKind: "guest" }
        : null;
  if (!who) return null;
  const rows = await db().comment.findMany({
    where: { siteId, livemode: true, ...who },
    select: { status: true },
    orderBy: { createdAt: "desc" },
    take: recentComments,
  });
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return { approved: count("approved"), rejected: count("rejected"), spam: count("spam"), pending: count("pending") };
}

import { readAuthorStatuses } from "@/lib/db/read-author-statuses";

/** What a site has seen of an author lately: their recent live comments by what became of them. */
export type AuthorHistory = { approved: number; rejected: number; spam: number; pending: number };

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
      ? { readerId: author.ref }
      : author.kind === "guest" && author.ipHash
        ? { guestIpHash: author.ipHash }
        : null;
  if (!who) return null;
  const statuses = await readAuthorStatuses(siteId, who);
  const count = (status: string) => statuses.filter((one) => one === status).length;
  return { approved: count("approved"), rejected: count("rejected"), spam: count("spam"), pending: count("pending") };
}

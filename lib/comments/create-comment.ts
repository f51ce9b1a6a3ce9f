import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { decideInitialStatus } from "@/lib/moderation/decide-initial-status";
import { findAccountSite } from "@/lib/sites/find-account-site";
import { readSiteSettings } from "@/lib/sites/site-settings";
import { findOrCreateThread } from "@/lib/threads/find-or-create-thread";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";
import { defaultAuthorName } from "./comment-limits";
import type { CommentView, CreateCommentBody } from "./comment-schemas";
import { serializeComment } from "./serialize-comment";

/** Who writes: for now an API key of the site's account, in live or test mode. */
export type CommentWriter = { accountId: string; livemode: boolean };

/**
 * Creates a comment (and its thread on first use) in the status the site's moderation settings
 * give it, its counters (published comments only) and its outbox event, in one transaction.
 */
export async function createComment(input: CreateCommentBody & { auth: CommentWriter }): Promise<CommentView> {
  const site = await findAccountSite(input.auth.accountId, input.site_id);
  const url = normalizeThreadUrl(input.thread_url);
  const attempt = () =>
    transaction(async (tx) => {
      const thread = await findOrCreateThread(tx, { siteId: site.id, livemode: input.auth.livemode, url });
      const parent = input.parent_id
        ? await tx.comment.findFirst({ where: { id: input.parent_id, threadId: thread.id } })
        : null;
      if (input.parent_id && (!parent || parent.status !== "approved")) {
        throw new AppError("parent_not_found", "parent_id must name a published comment of the same thread.", {
          errors: [{ field: "parent_id", message: "no such comment in this thread" }],
        });
      }
      const { status } = decideInitialStatus(input.content, "api", readSiteSettings(site).moderation);
      const published = status === "approved";
      const id = newId("cmt");
      const row = await tx.comment.create({
        data: {
          id,
          threadId: thread.id,
          siteId: site.id,
          livemode: input.auth.livemode,
          rootId: parent ? parent.rootId : id,
          parentId: parent?.id ?? null,
          depth: parent ? parent.depth + 1 : 0,
          authorName: input.author_name ?? defaultAuthorName,
          authorKind: "api",
          content: input.content,
          status,
        },
      });
      if (published) {
        await tx.thread.update({
          where: { id: thread.id },
          data: { commentCount: { increment: 1 }, topLevelCount: { increment: parent ? 0 : 1 }, lastActivityAt: row.createdAt },
        });
      }
      const comment = serializeComment(row, thread);
      await recordEvent(tx, {
        accountId: site.accountId,
        siteId: site.id,
        livemode: input.auth.livemode,
        type: "comment.created",
        object: comment,
      });
      return comment;
    });
  try {
    return await attempt();
  } catch (error) {
    // Two first comments on a new page race to create its thread; the loser retries and finds it.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

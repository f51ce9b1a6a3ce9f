import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { decideInitialStatus } from "@/lib/moderation/decide-initial-status";
import { initialDecisionEntry } from "@/lib/moderation/initial-decision-entry";
import { queuePendingNotice } from "@/lib/notifications/queue-pending-notice";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { readSiteSettings } from "@/lib/sites/site-settings";
import { findOrCreateThread } from "@/lib/threads/find-or-create-thread";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";
import type { CommentView, CreateCommentBody } from "./comment-schemas";
import { countNewComment } from "./count-new-comment";
import { findReplyParent } from "./find-reply-parent";
import { renderCommentHtml } from "./render-comment-html";
import { resolveCommentAuthor } from "./resolve-comment-author";
import { serializeComment } from "./serialize-comment";

/**
 * Creates a comment (and its thread on first use) in the status the site's moderation settings
 * give it, its counters (published comments only) and its outbox event, in one transaction.
 */
export async function createComment(input: CreateCommentBody & { auth: ClientAuth; ip: string }): Promise<CommentView> {
  const author = await resolveCommentAuthor({ siteId: input.site_id, authorName: input.author_name, auth: input.auth, ip: input.ip });
  const { site, livemode } = author;
  const url = normalizeThreadUrl(input.thread_url);
  const attempt = () =>
    transaction(async (tx) => {
      const thread = await findOrCreateThread(tx, { siteId: site.id, livemode, url });
      if (thread.locked) throw new AppError("thread_locked", "This thread is closed for new comments.");
      const parent = input.parent_id ? await findReplyParent(tx, input.parent_id, thread.id) : null;
      const moderation = readSiteSettings(site).moderation;
      const decision = decideInitialStatus(input.content, author.kind, moderation);
      const { status } = decision;
      const id = newId("cmt");
      const row = await tx.comment.create({
        data: {
          id,
          threadId: thread.id,
          siteId: site.id,
          livemode,
          rootId: parent ? parent.rootId : id,
          parentId: parent?.id ?? null,
          depth: parent ? parent.depth + 1 : 0,
          authorName: author.name,
          authorKind: author.kind,
          authorRef: author.ref,
          authorIpHash: author.ipHash,
          content: input.content,
          contentHtml: renderCommentHtml(input.content),
          status,
          listed: status === "approved",
        },
      });
      // A comment the site's rules held or sent to spam gets its automatic history entry with it.
      const entry = initialDecisionEntry(decision, moderation);
      if (entry) {
        await tx.moderationAction.create({
          data: { id: newId("mod"), commentId: id, action: entry.action, fromStatus: "pending", toStatus: entry.toStatus, actor: "system", reason: entry.reason, createdAt: row.createdAt },
        });
      }
      const comment = serializeComment(await countNewComment(tx, row), thread);
      await recordEvent(tx, {
        accountId: site.accountId,
        siteId: site.id,
        livemode,
        type: "comment.created",
        object: comment,
      });
      if (status === "pending") await queuePendingNotice(tx, { accountId: site.accountId, siteId: site.id, commentId: id, livemode, reason: "held" });
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

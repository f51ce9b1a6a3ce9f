import { AppError } from "@/lib/core/app-error";
import { isIdOf, newId } from "@/lib/core/new-id";
import { findCommentTarget, type CommentTarget } from "@/lib/db/find-comment-target";
import { insertCommentRow } from "@/lib/db/insert-comment-row";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { settleIdempotentRequest } from "@/lib/idempotency/settle-idempotent-request";
import { noteCommentVisible } from "@/lib/notifications/note-comment-visible";
import { queuePendingNotice } from "@/lib/notifications/queue-pending-notice";
import { watchGuestComment } from "@/lib/notifications/watch-guest-comment";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { decideInitialStatus } from "@/lib/screening/decide-initial-status";
import { initialDecisionEntry } from "@/lib/screening/initial-decision-entry";
import { screenForSpam } from "@/lib/screening/screen-for-spam";
import { readSiteSettings } from "@/lib/sites/site-settings";
import { createThread } from "@/lib/threads/create-thread";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import type { CommentView, CreateCommentBody } from "./comment-schemas";
import { countNewComment } from "./count-new-comment";
import { findReplyParent } from "./find-reply-parent";
import { renderCommentHtml } from "./render-comment-html";
import { resolveCommentAuthor, type CommentAuthor } from "./resolve-comment-author";
import { serializeComment } from "./serialize-comment";

const lockedMessage = "This thread is closed for new comments.";

/**
 * Creates a comment (and its thread on first use) in the status the site's moderation settings
 * give it, its counters (published comments only) and its outbox event, in one transaction. What
 * needs no write (the site, the thread, the rendering, the moderation decision) is settled first,
 * so that the transaction, which holds SQLite's one write lock, does the writes alone.
 */
export async function createComment(input: CreateCommentBody & { auth: ClientAuth; ip: string }): Promise<CommentView> {
  const url = normalizeThreadUrl(input.thread_url);
  const livemode = input.auth.kind === "api_key" ? input.auth.livemode : true;
  const findTarget = () =>
    isIdOf("site", input.site_id) ? findCommentTarget(input.site_id, livemode, url) : Promise.resolve(null);
  const target = await findTarget();
  const author = await resolveCommentAuthor({
    siteId: input.site_id,
    site: target?.site ?? null,
    authorName: input.author_name,
    auth: input.auth,
    ip: input.ip,
  });
  const { site } = author;
  const { moderation, embed } = readSiteSettings(site);
  if (input.notify_email) checkNotifyEmail(author.kind, embed.reader_notifications);
  const createdAt = new Date();
  const screening = await screenForSpam({
    siteId: site.id,
    threadId: target?.thread?.id ?? null,
    content: input.content,
    authorName: author.name,
    author,
    form: input.form,
    moderation,
    now: createdAt,
  });
  const decision = decideInitialStatus(input.content, author.kind, moderation, screening);
  const { status } = decision;
  const contentHtml = renderCommentHtml(input.content);
  const attempt = (known: CommentTarget["thread"]) => {
    if (known?.locked) throw new AppError("thread_locked", lockedMessage);
    return transaction(async (tx) => {
      const thread = known ?? (await createThread(tx, { siteId: site.id, livemode, url }));
      const parent = input.parent_id ? await findReplyParent(tx, input.parent_id, thread.id) : null;
      const id = newId("cmt");
      const row = await insertCommentRow(tx, {
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
        contentHtml,
        status,
        listed: status === "approved",
        createdAt,
        sourceId: null,
        authorEmail: null,
        spamScore: screening.verdict?.score ?? null,
        spamReasons: screening.verdict ? JSON.stringify(screening.verdict.reasons) : null,
        textHash: screening.textHash,
      });
      // A comment the site's rules held or sent to spam gets its automatic history entry with it.
      const entry = initialDecisionEntry(decision, moderation);
      if (entry) {
        await tx.moderationAction.create({
          data: {
            id: newId("mod"),
            commentId: id,
            action: entry.action,
            fromStatus: "pending",
            toStatus: entry.toStatus,
            actor: "system",
            reason: entry.reason,
            createdAt: row.createdAt,
          },
        });
      }
      if (input.notify_email)
        await watchGuestComment(tx, {
          siteId: site.id,
          threadId: thread.id,
          commentId: id,
          email: input.notify_email,
          name: author.name,
          now: createdAt,
        });
      const counted = await countNewComment(tx, row);
      // Locked after the read above: throwing rolls the comment back.
      if (counted.threadLocked) throw new AppError("thread_locked", lockedMessage);
      const { spam, ...comment } = serializeComment(counted.stored, { siteId: site.id, url }, { withSpam: true });
      await recordEvent(tx, {
        accountId: site.accountId,
        siteId: site.id,
        livemode,
        type: "comment.created",
        object: { ...comment, spam },
      });
      if (status === "approved")
        await noteCommentVisible(tx, {
          accountId: site.accountId,
          siteId: site.id,
          commentId: id,
          livemode,
          justWritten: true,
        });
      if (status === "pending")
        await queuePendingNotice(tx, {
          accountId: site.accountId,
          siteId: site.id,
          commentId: id,
          livemode,
          reason: "held",
        });
      // The spam verdict is for the site's own API keys; a reader never sees their comment's score.
      const answer = input.auth.kind === "api_key" ? { ...comment, spam } : comment;
      await settleIdempotentRequest(tx, 201, answer);
      return answer;
    });
  };
  try {
    return await attempt(target?.thread ?? null);
  } catch (error) {
    // Two first comments on a new page race to create its thread; the loser retries and finds it.
    if (isUniqueViolation(error)) return attempt((await findTarget())?.thread ?? null);
    throw error;
  }
}

/** notify_email is a guest's way to ask for replies: readers get them at their sign-in address, integrations never. */
function checkNotifyEmail(kind: CommentAuthor["kind"], readerNotifications: boolean): void {
  const refuse = (message: string) => {
    throw new AppError("validation_failed", `notify_email ${message}.`, {
      errors: [{ field: "notify_email", message }],
    });
  };
  if (kind !== "guest")
    refuse(
      kind === "reader" ? "is for guests: a signed-in reader gets mail at their sign-in address" : "is for guests",
    );
  if (!readerNotifications) refuse("cannot be used: this site sends readers no e-mail");
}

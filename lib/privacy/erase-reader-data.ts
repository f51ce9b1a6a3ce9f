import { changeCommentStatus } from "@/lib/comments/change-comment-status";
import type { AccountScope } from "@/lib/core/account-scope";
import { newId } from "@/lib/core/new-id";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { eraseSpamLabel } from "@/lib/screening/erase-spam-label";
import { findAccountSite } from "@/lib/sites/find-account-site";
import type { ReactionName } from "@/lib/votes/check-reaction";
import { reactionCounterChange } from "@/lib/votes/reaction-counter-change";

import { findReaderSubject } from "./find-reader-subject";
import type { ReaderErasureView, ReaderSubject } from "./reader-data-schemas";
import { scrubCommentEvents } from "./scrub-comment-events";
import { scrubReaderTraces } from "./scrub-reader-traces";
import { subjectBanFilter, subjectCommentFilter } from "./subject-filters";
import { subjectSubscriberFilter } from "./subject-subscriber-filter";

/** The reason each anonymized comment's history gives: the fact of the erasure, nothing erased. */
export const erasureReason = "Erased at the reader's request (their data and words removed)";

type ErasedComment = { id: string; status: string; authorName: string; authorIpHash: string | null };

// Each comment in a transaction of its own: counters move exactly as for a deletion, and a second
// run (after an interruption) picks up where the first stopped.
async function anonymizeComments(siteId: string, where: object | null, actor: string): Promise<ErasedComment[]> {
  if (!where) return [];
  const comments = await db().comment.findMany({
    where,
    select: { id: true, status: true, authorName: true, authorIpHash: true },
  });
  for (const comment of comments) {
    await transaction(async (tx) => {
      if (comment.status !== "deleted")
        await changeCommentStatus(tx, comment.id, "delete", { actor, reason: erasureReason });
      await tx.comment.update({
        where: { id: comment.id },
        data: {
          content: "",
          contentHtml: "",
          authorName: "",
          authorEmail: null,
          authorRef: null,
          authorIpHash: null,
          spamReasons: null,
          textHash: null,
        },
      });
      await eraseSpamLabel(tx, { id: comment.id, siteId });
    });
  }
  await scrubCommentEvents(
    siteId,
    comments.map((comment) => comment.id),
  );
  return comments;
}

async function removeVotes(siteId: string, voterKeys: string[]) {
  const where = { voterKey: { in: voterKeys }, comment: { siteId } };
  let votes = 0;
  let reactions = 0;
  let flags = 0;
  for (const vote of await db().vote.findMany({ where })) {
    await transaction(async (tx) => {
      const { count } = await tx.vote.deleteMany({ where: { id: vote.id } });
      if (count) await tx.comment.update({ where: { id: vote.commentId }, data: { upvotes: { decrement: 1 } } });
      votes += count;
    });
  }
  for (const reaction of await db().reaction.findMany({ where })) {
    await transaction(async (tx) => {
      const { count } = await tx.reaction.deleteMany({ where: { id: reaction.id } });
      if (count)
        await tx.comment.update({
          where: { id: reaction.commentId },
          data: reactionCounterChange(reaction.name as ReactionName, -1),
        });
      reactions += count;
    });
  }
  for (const flag of await db().flag.findMany({ where })) {
    await transaction(async (tx) => {
      const { count } = await tx.flag.deleteMany({ where: { id: flag.id } });
      if (count) await tx.comment.update({ where: { id: flag.commentId }, data: { flagCount: { decrement: 1 } } });
      flags += count;
    });
  }
  return { votes, reactions, flags };
}

/**
 * Erases one reader's data on a site (GDPR article 17): their comments become anonymized
 * placeholders (words, name, e-mail and IP hash gone; replies keep their place), their votes,
 * reactions and flags are removed with every counter corrected, their sessions end, the reader
 * itself (by e-mail: every reader who signed in with it), pending sign-in links and bans naming them
 * are deleted. The audit log and each comment's history record the erasure without its data, labels
 * and reasons that named them say "an erased reader", stored events lose the comments' words and
 * names, and one `reader.erased` event tells the customer's backend.
 */
export async function eraseReaderData(
  scope: AccountScope,
  input: { siteId: string; subject: ReaderSubject; actor: string },
): Promise<ReaderErasureView> {
  const site = await findAccountSite(scope.accountId, input.siteId);
  requireLiveMode(scope, "readers' data");
  const subject = await findReaderSubject(input.siteId, input.subject);
  const readerIds = subject.readers.map((reader) => reader.id);
  const erased = await anonymizeComments(site.id, subjectCommentFilter(site.id, subject), input.actor);
  const comments = erased.length;
  const removed = await removeVotes(site.id, subject.voterKeys);
  const banWhere = subjectBanFilter(site.id, subject);
  const emails = [subject.email, ...subject.readers.map((reader) => reader.email?.toLowerCase())];
  const traces = {
    siteId: site.id,
    accountId: site.accountId,
    readerIds,
    emails: [...new Set(emails.filter((email): email is string => Boolean(email)))],
    names: [...new Set([...subject.readers.map((r) => r.name), ...erased.map((c) => c.authorName)].filter(Boolean))],
    ipHashes: [...new Set(erased.map((c) => c.authorIpHash).filter((hash): hash is string => Boolean(hash)))],
    commentIds: erased.map((c) => c.id),
  };
  return transaction(async (tx) => {
    const bans = banWhere ? await tx.ban.findMany({ where: banWhere, select: { id: true } }) : [];
    if (bans.length) {
      await tx.ban.deleteMany({ where: { id: { in: bans.map((ban) => ban.id) } } });
      // The ban log keeps that a ban existed and was lifted, not whom it named.
      await tx.banAction.updateMany({
        where: { banId: { in: bans.map((ban) => ban.id) } },
        data: { label: "an erased reader" },
      });
    }
    await scrubReaderTraces(tx, traces);
    const sessions = await tx.readerSession.count({
      where: { readerId: { in: readerIds }, revokedAt: null, expiresAt: { gt: new Date() } },
    });
    // Their reader mail goes too: the address, its settings, what it asked for, its notices and links.
    await tx.subscriber.deleteMany({ where: subjectSubscriberFilter(site.id, subject) });
    // Deleting the readers ends their sessions and exchange codes with them (cascade).
    await tx.reader.deleteMany({ where: { id: { in: readerIds } } });
    if (traces.emails.length)
      await tx.magicLink.deleteMany({ where: { siteId: site.id, email: { in: traces.emails } } });
    const erasure: ReaderErasureView = {
      object: "reader_erasure",
      site_id: site.id,
      reader_id: readerIds[0] ?? null,
      reader_ids: readerIds,
      comments_anonymized: comments,
      votes_removed: removed.votes,
      reactions_removed: removed.reactions,
      flags_removed: removed.flags,
      sessions_ended: sessions,
      bans_removed: bans.length,
      erased_at: new Date().toISOString(),
    };
    // The audit log's entry: who erased, when, how much; nothing of what was erased.
    const counts = `${comments} comment(s) anonymized, ${removed.votes} vote(s), ${removed.reactions} reaction(s) and ${removed.flags} flag(s) removed, ${sessions} session(s) ended`;
    await tx.banAction.create({
      data: {
        id: newId("bna"),
        siteId: site.id,
        banId: "",
        action: "erase",
        actor: input.actor,
        kind: "reader",
        label: "a reader's data",
        reason: counts,
      },
    });
    await recordEvent(tx, {
      accountId: site.accountId,
      siteId: site.id,
      livemode: true,
      type: "reader.erased",
      object: erasure,
    });
    return erasure;
  });
}

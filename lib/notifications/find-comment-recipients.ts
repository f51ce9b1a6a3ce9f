import { db } from "@/lib/db/client";

import { findMentionedNames } from "./find-mentioned-names";
import { readerSubscribers } from "./reader-subscribers";
import { isMailable, recipientSelect, type NoticeReason, type Recipient } from "./recipient";

/** The comment being fanned out, as read. */
export type FannedComment = {
  id: string;
  threadId: string;
  siteId: string;
  parentId: string | null;
  authorKind: string;
  authorRef: string | null;
  content: string;
};

const maxAncestors = 32;

/** The approved comments above this one, nearest first. */
async function ancestorsOf(comment: FannedComment) {
  const chain: Array<{ id: string; authorKind: string; authorRef: string | null; status: string }> = [];
  let parentId = comment.parentId;
  while (parentId && chain.length < maxAncestors) {
    const parent = await db().comment.findUnique({
      where: { id: parentId },
      select: { id: true, parentId: true, authorKind: true, authorRef: true, status: true },
    });
    if (!parent) break;
    chain.push(parent);
    parentId = parent.parentId;
  }
  return chain;
}

/** Subscribers of guests who confirmed a watch on these comments, by comment id. */
async function guestWatchers(commentIds: string[]): Promise<Map<string, Recipient[]>> {
  const watches = await db().watch.findMany({
    where: { kind: "comment", commentId: { in: commentIds }, confirmedAt: { not: null } },
    select: { commentId: true, subscriber: { select: recipientSelect } },
  });
  const byComment = new Map<string, Recipient[]>();
  for (const watch of watches)
    byComment.set(watch.commentId!, [...(byComment.get(watch.commentId!) ?? []), watch.subscriber]);
  return byComment;
}

/** The thread's participants who may be mentioned: each with the name they comment under. */
async function participants(
  comment: FannedComment,
): Promise<Array<{ name: string; recipients: () => Promise<Recipient[]> }>> {
  const readers = await db().comment.findMany({
    where: { threadId: comment.threadId, status: "approved", authorKind: "reader", authorRef: { not: null } },
    select: { authorRef: true, authorName: true },
    distinct: ["authorRef", "authorName"],
  });
  const guests = await db().watch.findMany({
    where: { threadId: comment.threadId, kind: "comment", confirmedAt: { not: null } },
    select: { subscriber: { select: recipientSelect }, comment: { select: { authorName: true, status: true } } },
  });
  return [
    ...readers.map((row) => ({
      name: row.authorName,
      recipients: async () => [...(await readerSubscribers(comment.siteId, [row.authorRef!])).values()],
    })),
    ...guests
      .filter((watch) => watch.comment?.status === "approved")
      .map((watch) => ({ name: watch.comment!.authorName, recipients: async () => [watch.subscriber] })),
  ];
}

/**
 * Who hears about a newly visible comment, and why: the author of the comment it answers (and
 * authors further up who chose "all replies"), readers it mentions as @Name, and the thread's
 * followers. Never its own author, never a muted thread, only mailable subscribers, each once
 * (reply before mention before follow).
 */
export async function findCommentRecipients(
  comment: FannedComment,
): Promise<Map<string, { recipient: Recipient; reason: NoticeReason }>> {
  const chosen = new Map<string, { recipient: Recipient; reason: NoticeReason }>();
  const add = (recipient: Recipient, reason: NoticeReason) => {
    if (!chosen.has(recipient.id) && isMailable(recipient)) chosen.set(recipient.id, { recipient, reason });
  };

  const ancestors = (await ancestorsOf(comment)).filter((ancestor) => ancestor.status === "approved");
  const readersAbove = await readerSubscribers(
    comment.siteId,
    ancestors.flatMap((a) => (a.authorKind === "reader" && a.authorRef ? [a.authorRef] : [])),
  );
  const guestsAbove = await guestWatchers(ancestors.map((a) => a.id));
  ancestors.forEach((ancestor, index) => {
    const found = [
      ...(ancestor.authorKind === "reader" && ancestor.authorRef ? [readersAbove.get(ancestor.authorRef)] : []),
      ...(guestsAbove.get(ancestor.id) ?? []),
    ];
    for (const recipient of found)
      if (recipient && (recipient.replies === "all" || (index === 0 && recipient.replies === "direct")))
        add(recipient, "reply");
  });

  if (comment.content.includes("@")) {
    const people = await participants(comment);
    const mentioned = findMentionedNames(comment.content, new Set(people.map((p) => p.name)));
    for (const person of people.filter((p) => mentioned.has(p.name)))
      for (const recipient of await person.recipients()) if (recipient.mentions) add(recipient, "mention");
  }

  const followers = await db().watch.findMany({
    where: { threadId: comment.threadId, kind: "follow", confirmedAt: { not: null } },
    select: { subscriber: { select: recipientSelect } },
  });
  for (const { subscriber } of followers) add(subscriber, "follow");

  // Never the comment's own author (by subscriber or by address), never a thread they muted.
  const ownReader =
    comment.authorKind === "reader" && comment.authorRef
      ? [...(await readerSubscribers(comment.siteId, [comment.authorRef])).values()]
      : [];
  const ownGuest = await db().watch.findMany({
    where: { commentId: comment.id, kind: "comment" },
    select: { subscriber: { select: { id: true, email: true } } },
  });
  const own = [...ownReader, ...ownGuest.map((watch) => watch.subscriber)];
  const ownIds = new Set(own.map((s) => s.id));
  const ownEmails = new Set(own.map((s) => s.email));
  const muted = await db().watch.findMany({
    where: { threadId: comment.threadId, kind: "mute" },
    select: { subscriberId: true },
  });
  for (const { subscriberId } of muted) chosen.delete(subscriberId);
  for (const [id, { recipient }] of chosen) if (ownIds.has(id) || ownEmails.has(recipient.email)) chosen.delete(id);
  return chosen;
}

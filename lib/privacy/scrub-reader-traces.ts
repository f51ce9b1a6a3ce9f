import { textContains } from "@/lib/db/text-contains";
import type { Tx } from "@/lib/db/transaction";

/** What an erased reader left copied elsewhere: their ids, addresses, names, IP hashes and comments. */
export type ReaderTraces = {
  siteId: string;
  accountId: string;
  readerIds: string[];
  emails: string[];
  names: string[];
  ipHashes: string[];
  commentIds: string[];
};

const erased = "an erased reader";
const ipLabel = (name: string) => `IP of a comment by ${name}`;

// Bans and the ban log name their target in `label`; the shapes are those of create-ban and
// ban-comment-author. A same-named reader's IP label loses the name too: a label is not worth a trace.
function labelFilters(traces: ReaderTraces) {
  return [
    { kind: "ip", value: { in: traces.ipHashes } },
    { kind: "ip", label: { in: traces.names.map(ipLabel) } },
    { kind: "email", label: { in: traces.emails } },
    { kind: "reader", label: { in: traces.readerIds } },
    ...traces.readerIds.map((id) => ({ kind: "reader", label: { endsWith: ` (${id})` } })),
  ];
}

async function relabelBans(tx: Tx, traces: ReaderTraces): Promise<void> {
  const filters = labelFilters(traces);
  const bans = await tx.ban.findMany({ where: { siteId: traces.siteId, OR: filters }, select: { id: true } });
  const banIds = bans.map((ban) => ban.id);
  const actionFilters = [...filters.slice(1), { banId: { in: banIds } }];
  for (const kind of ["ip", "email", "reader"]) {
    const label = kind === "ip" ? ipLabel(erased) : erased;
    await tx.ban.updateMany({ where: { id: { in: banIds }, kind }, data: { label } });
    await tx.banAction.updateMany({ where: { siteId: traces.siteId, kind, OR: actionFilters }, data: { label } });
  }
}

// Moderators' free-text reasons may quote an address; names are too short to find safely in prose.
async function scrubReasons(tx: Tx, traces: ReaderTraces): Promise<void> {
  for (const email of traces.emails) {
    const pattern = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
    const bans = await tx.banAction.findMany({ where: { siteId: traces.siteId, reason: textContains(email) } });
    for (const row of bans)
      await tx.banAction.update({ where: { id: row.id }, data: { reason: row.reason!.replace(pattern, erased) } });
    const moderation = await tx.moderationAction.findMany({
      where: { comment: { siteId: traces.siteId }, reason: textContains(email) },
    });
    for (const row of moderation)
      await tx.moderationAction.update({
        where: { id: row.id },
        data: { reason: row.reason!.replace(pattern, erased) },
      });
  }
}

/**
 * Removes what an erasure would otherwise leave behind: the reader's names and addresses in ban
 * labels and the ban log (bans in force and lifted), addresses quoted in moderators' reasons, the
 * replayable answers of Idempotency-Keys that carry their comments, and unsent moderation notices about them.
 */
export async function scrubReaderTraces(tx: Tx, traces: ReaderTraces): Promise<void> {
  await relabelBans(tx, traces);
  await scrubReasons(tx, traces);
  const ids = [...traces.commentIds, ...traces.readerIds];
  for (let start = 0; start < ids.length; start += 50) {
    const chunk = ids.slice(start, start + 50);
    await tx.idempotencyRecord.deleteMany({
      where: { accountId: traces.accountId, OR: chunk.map((id) => ({ responseBody: { contains: `"${id}"` } })) },
    });
    await tx.pendingNotice.deleteMany({ where: { commentId: { in: chunk }, sentAt: null } });
  }
}

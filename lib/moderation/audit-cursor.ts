/** Where a page of the audit log starts: just after this entry (its time, its stream: 0 moderation, 1 ban, its id). */
export type AuditCursor = { at: Date; stream: 0 | 1; id: string };

/** An audit cursor as the URL carries it: `<ms>~<stream>~<id>`. */
export function encodeAuditCursor(cursor: AuditCursor): string {
  return `${cursor.at.getTime()}~${cursor.stream}~${cursor.id}`;
}

/** Reads a cursor from the URL; anything malformed starts from the newest entry (null). */
export function decodeAuditCursor(text: string | undefined | null): AuditCursor | null {
  const match = /^(\d{1,15})~([01])~([a-z]{2,5}_[0-9a-z]{26})$/.exec(text ?? "");
  if (!match) return null;
  return { at: new Date(Number(match[1])), stream: Number(match[2]) as 0 | 1, id: match[3]! };
}

/**
 * The filter for one stream's entries after the cursor, in the log's order (newest first; at the
 * same moment ban entries before moderation entries, then by id, descending).
 */
export function afterCursor(cursor: AuditCursor | null, stream: 0 | 1) {
  if (!cursor) return {};
  const sameMoment =
    stream < cursor.stream
      ? [{ createdAt: cursor.at }]
      : stream === cursor.stream
        ? [{ createdAt: cursor.at, id: { lt: cursor.id } }]
        : [];
  return { OR: [{ createdAt: { lt: cursor.at } }, ...sameMoment] };
}

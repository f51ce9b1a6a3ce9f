/** A position in the queue: the (createdAt, id) of a comment, the keyset the queue pages on. */
export type QueuePosition = { createdAt: Date; id: string };

/** The opaque `?after=` / `?before=` value of a position. */
export function encodeQueueCursor(position: QueuePosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString("base64url");
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeQueueCursor(cursor: string | null | undefined): QueuePosition | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!iso || !id || !/^cmt_[0-9a-z]{26}$/.test(id)) return null;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}

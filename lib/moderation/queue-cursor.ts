/**
 * A position in the queue: the (createdAt, id) of a comment, the keyset the queue pages on; under
 * the spam-score order also its score (null for a comment that has none).
 */
export type QueuePosition = { createdAt: Date; id: string; score?: number | null };

/** The opaque `?after=` / `?before=` value of a position (with its score when `withScore`). */
export function encodeQueueCursor(position: QueuePosition, withScore = false): string {
  const score = withScore ? `|${position.score ?? "none"}` : "";
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}${score}`).toString("base64url");
}

// A score as a cursor carries it: "none", or the number as JavaScript wrote it (it reads back exactly).
function readScore(text: string): number | null | undefined {
  if (text === "none") return null;
  const score = Number(text);
  return text.trim() !== "" && Number.isFinite(score) && score >= 0 && score <= 1 ? score : undefined;
}

/** The position a cursor names (its score only if it carries one), or null when it is not one of ours. */
export function decodeQueueCursor(cursor: string | null | undefined): QueuePosition | null {
  if (!cursor) return null;
  const [iso, id, scoreText, ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!iso || !id || rest.length || !/^cmt_[0-9a-z]{26}$/.test(id)) return null;
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime())) return null;
  if (scoreText === undefined) return { createdAt, id };
  const score = readScore(scoreText);
  return score === undefined ? null : { createdAt, id, score };
}

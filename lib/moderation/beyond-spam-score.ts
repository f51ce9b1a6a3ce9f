import type { CommentWhere } from "@/lib/db/model-types";

import type { QueuePosition } from "./queue-cursor";

/**
 * Comments strictly beyond a position in one direction of the spam-score order: `desc` is
 * (spamScore desc with unscored comments last, createdAt desc, id desc), `asc` its exact reverse
 * (unscored first). Spelled out as OR branches because SQL's NULL never compares.
 */
export function beyondSpamScore(position: QueuePosition, direction: "asc" | "desc"): CommentWhere {
  const op = direction === "asc" ? "gt" : "lt";
  const score = position.score ?? null;
  const sameScoreLater: CommentWhere = {
    spamScore: score,
    OR: [{ createdAt: { [op]: position.createdAt } }, { createdAt: position.createdAt, id: { [op]: position.id } }],
  };
  if (score === null)
    // Unscored comments come last going down, so going up every scored comment is beyond one.
    return direction === "desc" ? sameScoreLater : { OR: [{ spamScore: { not: null } }, sameScoreLater] };
  return {
    OR: [
      { spamScore: { [op]: score } },
      sameScoreLater,
      ...(direction === "desc" ? [{ spamScore: null } satisfies CommentWhere] : []),
    ],
  };
}

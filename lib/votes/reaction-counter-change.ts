import type { ReactionName } from "./check-reaction";

/** The update that moves one reaction's stored counter on a comment by `delta`. */
export function reactionCounterChange(name: ReactionName, delta: 1 | -1) {
  const by = { increment: delta };
  if (name === "funny") return { reactionFunny: by };
  if (name === "interesting") return { reactionInteresting: by };
  return { reactionInsightful: by };
}

import { AppError } from "@/lib/core/app-error";
import { reactionNames } from "@/lib/sites/site-settings-schemas";

/** A reaction the service knows.  */
export type ReactionName = (typeof reactionNames)[number];

/** The reaction named in a path, if the service knows it and the site has it switched on; 422 otherwise. */
export function checkReaction(name: string, enabled: readonly string[]): ReactionName {
  const known = reactionNames.find((reaction) => reaction === name);
  if (!known) {
    throw new AppError(
      "unknown_reaction",
      `There is no reaction "${name}"; reactions are ${reactionNames.join(", ")}.`,
    );
  }
  if (!enabled.includes(known))
    throw new AppError("reaction_disabled", `This site has switched the "${known}" reaction off.`);
  return known;
}

import type { z } from "zod";

import { hasRole, type MemberRole } from "@/lib/core/member-roles";
import type { MemberContext } from "@/lib/members/find-member-context";

import type { ActionResult } from "./action-result";
import { currentMember } from "./current-member";
import { runAction } from "./run-action";

type Options<S extends z.ZodType> = {
  /** The /v1 schema the input must pass, the same one the API uses. */
  schema: S;
  /** The roles that may run the action; checked on the server on every call. */
  roles: readonly MemberRole[];
};

/**
 * A dashboard server action (Dub's safe-action idea): the member's session and role, the account
 * scope from the session (never from the form), the /v1 zod schema, and AppError turned into the
 * user's words. It takes the schema's input as a plain object (a react-hook-form form's values),
 * validated here again whatever the browser checked; the domain function gets only validated input
 * and the member's context.
 */
export function memberAction<S extends z.ZodType, T>(
  options: Options<S>,
  run: (input: z.output<S>, member: MemberContext) => Promise<T>,
) {
  return async (submitted: z.input<S>): Promise<ActionResult<T>> => {
    const member = await currentMember();
    if (!hasRole(member.role, options.roles)) {
      return {
        ok: false,
        code: "forbidden",
        message: "Your role in this account does not allow this.",
        fieldErrors: {},
      };
    }
    return runAction(options.schema, submitted, (input) => run(input, member));
  };
}

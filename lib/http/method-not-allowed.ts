import { AppError } from "@/lib/core/app-error";

import { newRequestId } from "./new-request-id";
import { problemResponse } from "./problem-response";

/** A handler answering 405 problem+json with `Allow`, for the methods a route does not serve. */
export function methodNotAllowed(...allowed: string[]) {
  const allow = [...allowed, "OPTIONS"].join(", ");
  return async (req: Request): Promise<Response> =>
    problemResponse(
      new AppError("method_not_allowed", `${req.method} is not allowed here; use ${allowed.join(" or ")}.`, {
        headers: { Allow: allow },
      }),
      newRequestId(),
    );
}

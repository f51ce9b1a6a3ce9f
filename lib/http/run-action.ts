import type { z } from "zod";

import { AppError } from "@/lib/core/app-error";

import type { ActionResult } from "./action-result";
import { newRequestId } from "./new-request-id";

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}

/**
 * The body of every dashboard server action once its caller is known: the zod schema again
 * (whatever the browser checked), then the domain function, with AppError turned into the
 * user's words beside their fields and anything else into a logged request id.
 */
export async function runAction<S extends z.ZodType, T>(
  schema: S,
  submitted: z.input<S>,
  run: (input: z.output<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(submitted);
  if (!parsed.success) {
    return {
      ok: false,
      code: "validation_failed",
      message: "Check the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  }
  try {
    return { ok: true, data: await run(parsed.data) };
  } catch (error) {
    if (error instanceof AppError) {
      const fieldErrors = Object.fromEntries((error.extra.errors ?? []).map((e) => [e.field, e.message]));
      return { ok: false, code: error.code, message: error.detail, fieldErrors };
    }
    const requestId = newRequestId();
    console.error(`[${requestId}] dashboard action failed:`, error);
    return {
      ok: false,
      code: "internal_error",
      message: `Something went wrong on our side (${requestId}).`,
      fieldErrors: {},
      requestId,
    };
  }
}

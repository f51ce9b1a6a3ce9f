import { AppError, type FieldError } from "@/lib/core/app-error";

import { errorStatus, statusTitle } from "./error-status";

/** The problem+json (RFC 9457) response for any error; the only place errors become responses. */
export function problemResponse(error: unknown, requestId: string): Response {
  const known = error instanceof AppError ? error : null;
  if (!known) console.error(`[${requestId}] unhandled error:`, error);
  const code = known?.code ?? "internal_error";
  const status = errorStatus[code] ?? 500;
  const body: Record<string, unknown> = {
    type: `urn:threadline:problem:${code}`,
    title: statusTitle[status] ?? "Error",
    status,
    detail: known?.detail ?? "Something went wrong on our side. Try again; quote the request_id if it persists.",
    code,
    request_id: requestId,
  };
  Object.assign(body, known?.extra.members);
  const errors: FieldError[] | undefined = known?.extra.errors;
  if (errors?.length) body.errors = errors;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/problem+json", "X-Request-Id": requestId, ...known?.extra.headers },
  });
}

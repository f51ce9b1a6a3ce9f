/** One invalid field of a request, as reported in a problem's `errors[]`. */
export type FieldError = { field: string; message: string };

/**
 * The one error type domain code throws. `code` is stable and snake_case; lib/http maps
 * it to an HTTP status, so domain code never thinks in status codes.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string>; members?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = "AppError";
  }
}

/** What a dashboard server action answers: its data, or the user's words for what went wrong (beside the field, or in a toast). */
export type ActionResult<T = unknown> =
  | { ok: true; data: T; message?: string }
  | { ok: false; code: string; message: string; fieldErrors: Record<string, string>; requestId?: string };

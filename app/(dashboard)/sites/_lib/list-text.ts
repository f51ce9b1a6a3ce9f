import { z } from "zod";

import { splitList } from "./split-list";

/**
 * A list the person types in a textarea (one entry per line, or also comma separated when
 * `commas`), checked entry by entry with the /v1 list schema. A refused entry is named as it was
 * typed, and the error sits on the field itself, so the form shows it beside the textarea.
 */
export function listText<Out>(schema: z.ZodType<Out, string[]>, { commas = true }: { commas?: boolean } = {}) {
  return z.string().transform((text, ctx) => {
    const entries = splitList(text, { commas });
    const parsed = schema.safeParse(entries);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const index = issue.path[0];
      const entry = typeof index === "number" ? entries[index] : undefined;
      ctx.addIssue({ code: "custom", message: entry === undefined ? issue.message : `“${entry}”: ${issue.message}` });
    }
    return z.NEVER;
  });
}

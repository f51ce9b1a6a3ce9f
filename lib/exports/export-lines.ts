import { z } from "zod";

/** The version of the JSON Lines export format this code writes and reads (docs/import-export.md). */
export const exportFormatVersion = 1;

const timestamp = z.iso.datetime({ offset: true });

/** The export's first line: what it is and where it came from. */
export const exportHeaderLine = z.object({
  type: z.literal("threadline_export"),
  version: z.literal(exportFormatVersion),
  site_id: z.string(),
  livemode: z.boolean(),
  exported_at: timestamp,
});

/** A thread: written before any of its comments. */
export const exportThreadLine = z.object({
  type: z.literal("thread"),
  id: z.string().min(1).max(200),
  url: z.string().min(1).max(4096),
  title: z.string().max(1000).nullable(),
  locked: z.boolean(),
  created_at: timestamp,
});

/** A comment: `source_id` is what identifies it across imports (its id, or where it was imported from). */
export const exportCommentLine = z.object({
  type: z.literal("comment"),
  id: z.string().min(1).max(200),
  thread_id: z.string().min(1).max(200),
  parent_id: z.string().max(200).nullable(),
  source_id: z.string().min(1).max(200),
  parent_source_id: z.string().max(200).nullable(),
  status: z.enum(["approved", "pending", "spam", "rejected", "deleted"]),
  content: z.string(),
  author: z.object({ name: z.string(), kind: z.string(), email: z.string().nullable() }),
  created_at: timestamp,
  edited_at: timestamp.nullable(),
  upvotes: z.number().int().min(0),
  reaction_counts: z
    .object({
      funny: z.number().int().min(0),
      interesting: z.number().int().min(0),
      insightful: z.number().int().min(0),
    })
    .partial(),
});

/** The header line's shape. */
export type ExportHeaderLine = z.infer<typeof exportHeaderLine>;
/** A thread line's shape. */
export type ExportThreadLine = z.infer<typeof exportThreadLine>;
/** A comment line's shape. */
export type ExportCommentLine = z.infer<typeof exportCommentLine>;

import { z } from "zod";

import { importFormats } from "./import-records";

const absoluteHttpUrl = z
  .string()
  .max(2048)
  .refine((value) => /^https?:\/\/[^/\s]+/i.test(value), { message: "must be an absolute http or https URL" });

/** Query of POST /v1/sites/{site_id}/imports: the file's format, its name, and an optional rewrite rule for a moved domain. */
export const createImportQuery = z
  .object({
    format: z.enum(importFormats, { message: `must be one of ${importFormats.join(", ")}` }),
    file_name: z.string().trim().max(200).optional(),
    rewrite_from: absoluteHttpUrl.optional(),
    rewrite_to: absoluteHttpUrl.optional(),
  })
  .refine((query) => Boolean(query.rewrite_from) === Boolean(query.rewrite_to), {
    message: "rewrite_from and rewrite_to come together",
    path: ["rewrite_to"],
  });

/** The query's parsed shape. */
export type CreateImportQuery = z.infer<typeof createImportQuery>;

/** Path parameters of /v1/sites/{site_id}/imports/{import_id}. */
export const importIdParams = z.object({ site_id: z.string(), import_id: z.string() });

/** An import: its file, progress, counts and the first failed records. */
export const importSchema = z
  .object({
    id: z.string(),
    object: z.literal("import"),
    site_id: z.string(),
    livemode: z.boolean(),
    format: z.enum(importFormats),
    status: z.enum(["queued", "running", "succeeded", "failed"]),
    file_name: z.string().nullable(),
    url_rewrite: z.object({ from: z.string(), to: z.string() }).nullable(),
    progress: z.object({
      bytes_read: z.number().int(),
      bytes_total: z.number().int(),
      percent: z.number().int().min(0).max(100),
    }),
    counts: z.object({
      threads_created: z.number().int(),
      comments_imported: z.number().int(),
      comments_unchanged: z.number().int().meta({
        description: "Comments of the file the site already had (an earlier import of them): left as they are.",
      }),
      records_failed: z.number().int(),
    }),
    errors: z
      .array(
        z.object({ line: z.number().int(), source_id: z.string().nullable(), code: z.string(), message: z.string() }),
      )
      .meta({ description: "The first 100 records that could not be imported, with their line in the file." }),
    failure: z.string().nullable().meta({
      description:
        "Why the import stopped, when it failed as a whole (the file could not be read, or it crossed one of the import limits).",
    }),
    failure_code: z.string().nullable().meta({
      description:
        "The stable code of `failure`: invalid_import_file, import_too_deep, import_too_many_elements, import_too_many_attributes, import_text_too_long, import_too_many_threads, import_too_many_records, import_too_many_waiting_replies, import_interrupted or import_failed.",
    }),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: "Import" });

/** A site's latest imports. */
export const importListSchema = z.object({ imports: z.array(importSchema) }).meta({ id: "ImportList" });

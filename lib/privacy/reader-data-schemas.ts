import { z } from "zod";

const subjectFields = {
  reader_id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "A signed-in reader of the site (usr_…)." }),
  email: z
    .email()
    .max(320)
    .toLowerCase()
    .optional()
    .meta({ description: "An e-mail address: the reader who signed in with it, and imported comments that name it." }),
};

function exactlyOne<T extends { reader_id?: string; email?: string }>(value: T) {
  return Boolean(value.reader_id) !== Boolean(value.email);
}

const oneSubject = { message: "name the reader by reader_id or by email (one of them)", path: ["reader_id"] };

/** Query of GET /v1/sites/{site_id}/reader-data: whose data. */
export const readerDataQuery = z.object(subjectFields).refine(exactlyOne, oneSubject);

/** Body of POST /v1/sites/{site_id}/reader-data/erase: whose data. */
export const eraseReaderBody = z
  .object(subjectFields)
  .refine(exactlyOne, oneSubject)
  .meta({ id: "EraseReaderRequest" });

/** Whose data a request is about. */
export type ReaderSubject = { reader_id?: string; email?: string };

const storedReader = z.object({
  id: z.string(),
  mode: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});

/** Everything stored about one reader of a site (GDPR articles 15 and 20). */
export const readerDataSchema = z
  .object({
    object: z.literal("reader_data"),
    site_id: z.string(),
    reader: storedReader
      .nullable()
      .meta({ description: "The first of `readers` (kept for clients written before it)." }),
    readers: z.array(storedReader).meta({
      description: "Every reader of the site the request names: by e-mail, each one who signed in with it.",
    }),
    comments: z.array(
      z.object({
        id: z.string(),
        thread_url: z.string(),
        parent_id: z.string().nullable(),
        status: z.string(),
        content: z.string(),
        author_name: z.string(),
        author_email: z.string().nullable(),
        imported_from: z.string().nullable(),
        created_at: z.string(),
        edited_at: z.string().nullable(),
      }),
    ),
    votes: z.array(z.object({ comment_id: z.string(), created_at: z.string() })),
    reactions: z.array(z.object({ comment_id: z.string(), name: z.string(), created_at: z.string() })),
    flags: z.array(z.object({ comment_id: z.string(), reason: z.string().nullable(), created_at: z.string() })),
    sessions: z.array(
      z.object({ id: z.string(), created_at: z.string(), expires_at: z.string(), revoked_at: z.string().nullable() }),
    ),
    bans: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        reason: z.string().nullable(),
        expires_at: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    mail_subscriptions: z
      .array(
        z.object({
          email: z.string(),
          confirmed_at: z.string().nullable(),
          frequency: z.string(),
          replies: z.string(),
          mentions: z.boolean(),
          stopped_at: z.string().nullable(),
          created_at: z.string(),
          watches: z.array(
            z.object({
              kind: z.string().meta({ description: "comment (its replies), follow (a page) or mute (a page)." }),
              thread_url: z.string(),
              comment_id: z.string().nullable(),
              confirmed_at: z.string().nullable(),
              created_at: z.string(),
            }),
          ),
        }),
      )
      .meta({ description: "Reader mail (docs/notifications.md): the address, its settings, what it asked for." }),
    exported_at: z.string(),
  })
  .meta({ id: "ReaderData" });

/** What an erasure did (the erased data itself is named nowhere, not even here). */
export const readerErasureSchema = z
  .object({
    object: z.literal("reader_erasure"),
    site_id: z.string(),
    reader_id: z.string().nullable().meta({ description: "The first of `reader_ids`." }),
    reader_ids: z
      .array(z.string())
      .meta({ description: "Every reader erased: by e-mail, each one who signed in with it." }),
    comments_anonymized: z.number().int(),
    votes_removed: z.number().int(),
    reactions_removed: z.number().int(),
    flags_removed: z.number().int(),
    sessions_ended: z.number().int(),
    bans_removed: z.number().int(),
    erased_at: z.string(),
  })
  .meta({ id: "ReaderErasure" });

/** The export's shape. */
export type ReaderDataView = z.output<typeof readerDataSchema>;
/** The erasure's shape. */
export type ReaderErasureView = z.output<typeof readerErasureSchema>;

/** Body of POST /v1/auth/session/data-request: what the signed-in reader asks for about themselves. */
export const ownDataRequestBody = z
  .object({
    kind: z.enum(["export", "erase"]).meta({
      description:
        "`export`: a copy of their data; `erase`: its erasure. Either is confirmed by a link e-mailed to them.",
    }),
  })
  .meta({ id: "OwnDataRequest" });

/** The token of a reader's data-request link: the confirmation page's query and its form. */
export const confirmDataRequestQuery = z.object({ token: z.string().min(1).max(200) });

/** The answer to a reader's request: the link is on its way. */
export const ownDataRequestSchema = z
  .object({ status: z.literal("sent"), expires_in_seconds: z.number().int() })
  .meta({ id: "OwnDataRequestSent" });

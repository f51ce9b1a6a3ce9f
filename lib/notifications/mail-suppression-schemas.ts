import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";
import { paginationQuery } from "@/lib/core/pagination";

/** Why an address is never mailed: it bounced, its owner complained (marked as spam), or somebody stopped it by hand. */
export const suppressionReasons = ["bounce", "complaint", "manual"] as const;

/** Where an entry came from. */
export const suppressionSources = ["dashboard", "api", "cli"] as const;

/** One of the suppression reasons. */
export type SuppressionReason = (typeof suppressionReasons)[number];

/** One of the suppression sources. */
export type SuppressionSource = (typeof suppressionSources)[number];

/** Body of POST /v1/mail-suppressions (and the dashboard's add form): the address and why. */
export const createSuppressionBody = z
  .strictObject({
    email: z
      .email("must be an e-mail address")
      .max(254, "must be at most 254 characters")
      .meta({ description: "The address; stored lower-cased. Adding one already listed answers the existing entry." }),
    reason: z.enum(suppressionReasons, "must be bounce, complaint or manual"),
  })
  .meta({ id: "CreateMailSuppressionRequest" });

/** Query of GET /v1/mail-suppressions. */
export const listSuppressionsQuery = z.object({ ...paginationQuery });

/** Path parameters of /v1/mail-suppressions/{suppression_id}. */
export const suppressionParams = z.object({
  suppression_id: idSchema("sup", "a suppression id"),
});

/** The dashboard's Clear button: one entry of the member's account. */
export const clearSuppressionBody = z.strictObject({
  suppression_id: idSchema("sup", "a suppression id"),
});

/** An address Threadline never mails, as the API shows it. */
export const suppressionSchema = z
  .object({
    id: z.string().meta({ description: "sup_…" }),
    email: z.string(),
    reason: z.enum(suppressionReasons),
    source: z.enum(suppressionSources),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "MailSuppression" });

/** One page of an account's suppressed addresses, newest first. */
export const suppressionListSchema = z
  .object({
    suppressions: z.array(suppressionSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: "MailSuppressionList" });

export type CreateSuppressionBody = z.output<typeof createSuppressionBody>;
export type SuppressionView = z.output<typeof suppressionSchema>;

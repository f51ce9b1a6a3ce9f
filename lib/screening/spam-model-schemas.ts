import { z } from "zod";

/** A site's spam model as the API and the dashboard show it: what it learned from, never what it holds. */
export const spamModelSchema = z
  .object({
    site_id: z.string(),
    labels: z
      .object({
        spam: z.number().int().min(0).meta({ description: "Moderators' decisions that a comment was spam." }),
        not_spam: z
          .number()
          .int()
          .min(0)
          .meta({ description: "Decisions that a comment was not spam (approved, or restored out of spam)." }),
      })
      .meta({ description: "The decisions the site's own model learns from (the most recent 3,000)." }),
    learning_from: z.enum(["default", "site"]).meta({
      description: "`default`: no decisions yet, the shared default model alone; `site`: blended with the site's own.",
    }),
    reset_at: z.iso.datetime().nullable().meta({ description: "When the model was last reset, or null." }),
  })
  .meta({ id: "SpamModel" });

/** The spam model view. */
export type SpamModelView = z.output<typeof spamModelSchema>;

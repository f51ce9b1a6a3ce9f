import { z } from "zod";

import { embedSchema, themeSchema } from "./site-settings-schemas";

/** What a reader's browser needs to draw the widget: no secret, no moderation rules, no origins. */
export const widgetConfigSchema = z
  .object({
    site_id: z.string(),
    theme: themeSchema,
    sign_in_modes: embedSchema.shape.sign_in_modes,
    guest_name_required: z.boolean(),
    default_sort: embedSchema.shape.default_sort,
    comments_per_page: z.number().int(),
    max_reply_depth: z.number().int(),
    reactions: embedSchema.shape.reactions,
    upvotes: z.boolean(),
    edit_window_minutes: z.number().int(),
    reader_notifications: z.boolean(),
  })
  .meta({ id: "WidgetConfig" });

export type WidgetConfig = z.output<typeof widgetConfigSchema>;

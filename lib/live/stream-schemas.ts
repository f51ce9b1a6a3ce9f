import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";
import { threadUrlSchema } from "@/lib/threads/thread-url-schema";

/** Query of GET /v1/comments/stream. */
export const threadStreamQuery = z.object({
  site_id: idSchema("site", "a site id"),
  thread_url: threadUrlSchema,
  last_event_id: z
    .string()
    .max(64)
    .optional()
    .meta({ description: "For clients that cannot send the Last-Event-ID header." }),
});

/** The parsed query of a thread stream. */
export type ThreadStreamQuery = z.infer<typeof threadStreamQuery>;

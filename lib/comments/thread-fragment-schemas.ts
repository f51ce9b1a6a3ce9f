import { z } from "zod";

import { listCommentsQuery } from "./comment-schemas";

/** Query of GET /v1/comments/html: GET /v1/comments's, with the sort and page size defaulting to the site's widget settings. */
export const threadFragmentQuery = listCommentsQuery.extend({
  sort: z
    .enum(["oldest", "newest", "top"])
    .optional()
    .meta({ description: "Default: the site's `embed.default_sort`." }),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Default: the site's `embed.comments_per_page`." }),
});

export type ThreadFragmentQuery = z.infer<typeof threadFragmentQuery>;

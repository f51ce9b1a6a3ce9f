import { z } from "zod";

import { maxThreadUrlLength } from "@/lib/core/comment-limits";

/** An absolute http(s) thread URL, as the widget and the API take it. */
export const threadUrlSchema = z
  .string()
  .min(1)
  .max(maxThreadUrlLength)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: "must be an absolute http or https URL",
  });

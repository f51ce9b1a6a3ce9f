import { z } from "zod";

/** RFC 9457 problem details, as every error answers. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string(),
    request_id: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    required_plan: z.string().optional().meta({ description: "With plan_required: the plan that includes this." }),
    policy: z
      .string()
      .optional()
      .meta({ description: "With rate_limited: the rate-limit policy exceeded (docs/api.md, Rate limits)." }),
    max_depth: z
      .number()
      .int()
      .optional()
      .meta({ description: "With reply_too_deep: the deepest level a reply may sit below its top-level comment." }),
  })
  .loose()
  .meta({ id: "Problem", description: "RFC 9457 problem details; a problem type may add members." });

import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";

/** How long a ban from the dashboard lasts. */
export const banDurations = ["1d", "7d", "30d", "custom", "forever"] as const;

const days = { "1d": 1, "7d": 7, "30d": 30 } as const;

/** The dashboard's "ban the author of this comment": what to ban, for how long, and why. */
export const banCommentAuthorBody = z
  .strictObject({
    comment_id: idSchema("cmt", "a comment id"),
    kind: z.enum(["reader", "email", "ip"], { error: "choose what to ban" }),
    duration: z.enum(banDurations, { error: "choose how long" }),
    until: z.iso
      .date({ error: "give a date" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    reason: z.string().trim().max(500, "at most 500 characters").optional(),
  })
  .refine((b) => b.duration !== "custom" || b.until, { message: "give the last day of the ban", path: ["until"] });

/** The input of the dashboard's ban, after parsing. */
export type BanCommentAuthorBody = z.output<typeof banCommentAuthorBody>;

/**
 * When a ban of this duration ends: in 1, 7 or 30 days, at the end (UTC) of the day given, or never
 * (null); undefined when the day given is already over.
 */
export function banExpiry(
  duration: (typeof banDurations)[number],
  until: string | undefined,
  now = new Date(),
): Date | null | undefined {
  if (duration === "forever") return null;
  if (duration !== "custom") return new Date(now.getTime() + days[duration] * 86_400_000);
  const end = new Date(`${until}T23:59:59.999Z`);
  return Number.isNaN(end.getTime()) || end <= now ? undefined : end;
}

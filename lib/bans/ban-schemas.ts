import ipaddr from "ipaddr.js";
import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";

/** Body of POST /v1/sites/{site_id}/bans: exactly one of reader_id, email, ip. */
export const createBanBody = z
  .strictObject({
    reader_id: idSchema("usr", "a reader id").optional(),
    email: z.email().max(254).optional(),
    ip: z
      .string()
      .refine((v) => ipaddr.isValid(v), "must be an IPv4 or IPv6 address")
      .optional(),
    reason: z.string().trim().max(500).optional(),
    expires_at: z.iso.datetime({ offset: true }).optional().meta({ description: "Leave out for a ban for good." }),
  })
  .refine((b) => [b.reader_id, b.email, b.ip].filter(Boolean).length === 1, {
    message: "give exactly one of reader_id, email, ip",
    path: ["reader_id"],
  })
  .meta({ id: "CreateBanRequest" });

/** Path parameters of /v1/sites/{site_id}/bans/{ban_id}. */
export const banParams = z.object({
  site_id: idSchema("site", "a site id"),
  ban_id: idSchema("ban", "a ban id"),
});

/** A ban as the API shows it; an IP ban shows only a masked address (the address itself is stored hashed). */
export const banSchema = z
  .object({
    id: z.string(),
    site_id: z.string(),
    kind: z.enum(["reader", "email", "ip"]),
    target: z.string(),
    reason: z.string().nullable(),
    expires_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Ban" });

/** The list of a site's bans. */
export const banListSchema = z
  .object({ bans: z.array(banSchema), total: z.number().int(), page: z.number().int() })
  .meta({ id: "BanList" });

export type CreateBanBody = z.output<typeof createBanBody>;
export type BanView = z.output<typeof banSchema>;

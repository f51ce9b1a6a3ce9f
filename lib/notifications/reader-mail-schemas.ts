import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";
import { threadUrlSchema } from "@/lib/threads/thread-url-schema";

import { mailAddressSchema } from "./mail-address-schema";

const siteId = idSchema("site", "a site id");

/** How often a reader gets mail: one by one (grouped within minutes), a daily digest, or never. */
export const mailFrequencies = ["each", "daily", "never"] as const;
/** Which replies a reader hears about: to their own comments, anywhere below them, or none. */
export const replyScopes = ["direct", "all", "off"] as const;

/** Query of GET /v1/notifications/settings. */
export const mailSettingsQuery = z.object({ site_id: siteId, thread_url: threadUrlSchema.optional() });

/** Body of PATCH /v1/notifications/settings: only what changes. */
export const mailSettingsBody = z
  .strictObject({
    site_id: siteId,
    frequency: z.enum(mailFrequencies, "must be each, daily or never").optional(),
    replies: z.enum(replyScopes, "must be direct, all or off").optional(),
    mentions: z.boolean().optional(),
    stopped: z.boolean().optional().meta({ description: "true: no mail at all from this site; false: mail again." }),
  })
  .meta({ id: "MailSettingsRequest" });

/** A signed-in reader's mail settings on a site. */
export const mailSettingsSchema = z
  .object({
    email: z
      .string()
      .nullable()
      .meta({ description: "Where mail goes: the sign-in address; null when the reader has none (nothing is sent)." }),
    frequency: z.enum(mailFrequencies),
    replies: z.enum(replyScopes),
    mentions: z.boolean(),
    stopped: z.boolean().meta({ description: "Mail from this site stopped (the unsubscribe link)." }),
    following: z.boolean().meta({ description: "Whether the reader follows thread_url (false without it)." }),
  })
  .meta({ id: "MailSettings" });

/** Body of PUT /v1/follows. */
export const followBody = z
  .strictObject({
    site_id: siteId,
    thread_url: threadUrlSchema,
    email: mailAddressSchema
      .optional()
      .meta({ description: "Guests only (required for them): the address to confirm and then mail." }),
  })
  .meta({ id: "FollowRequest" });

/** Query of DELETE /v1/follows. */
export const followQuery = z.object({ site_id: siteId, thread_url: threadUrlSchema });

/** What following a page did. */
export const followSchema = z
  .object({
    following: z.boolean(),
    confirmation: z.enum(["not_needed", "required"]).meta({
      description:
        "`required`: a guest's follow starts once the link in the confirmation mail is used (one mail; nothing else is sent before).",
    }),
  })
  .meta({ id: "Follow" });

export type MailSettings = z.output<typeof mailSettingsSchema>;
export type MailSettingsBody = z.output<typeof mailSettingsBody>;

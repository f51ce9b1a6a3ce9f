import { z } from "zod";

import { displayNameSchema } from "@/lib/core/display-name-schema";
import { idSchema } from "@/lib/core/id-schema";

const siteId = idSchema("site", "a site id");
const httpUrl = (message: string) =>
  z
    .string()
    .max(2048)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { message });

/** Body of POST /v1/auth/magic-link. */
export const magicLinkBody = z
  .strictObject({
    site_id: siteId,
    email: z.email("must be an e-mail address").max(254),
    name: displayNameSchema(80).optional(),
    thread_url: httpUrl("must be the absolute http(s) URL of a page on the site"),
  })
  .meta({ id: "MagicLinkRequest" });

/** Query of GET /v1/auth/magic-link/verify (the link in the e-mail). */
export const verifyMagicLinkQuery = z.object({ token: z.string().min(1).max(200), site_id: siteId });

/** Body of POST /v1/auth/session/exchange. */
export const exchangeCodeBody = z
  .strictObject({ code: z.string().min(1).max(200) })
  .meta({ id: "ExchangeCodeRequest" });

/** Body of POST /v1/auth/sso. */
export const ssoSignInBody = z
  .strictObject({ site_id: siteId, identity_token: z.string().min(1).max(8192) })
  .meta({ id: "SsoSignInRequest" });

/** The signed-in reader, as the widget sees them (no e-mail). */
export const readerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatar_url: z.string().nullable(),
    mode: z.enum(["magic_link", "sso"]),
    site_id: z.string(),
  })
  .meta({ id: "Reader" });

/** A new bearer session token. */
export const sessionTokenSchema = z
  .object({ token: z.string(), expires_at: z.iso.datetime(), reader: readerSchema })
  .meta({ id: "SessionToken" });

/** GET /v1/auth/session: who the reader is and until when. */
export const sessionInfoSchema = readerSchema
  .extend({ expires_at: z.iso.datetime(), session_id: z.string() })
  .meta({ id: "SessionInfo" });

export type ReaderView = z.output<typeof readerSchema>;

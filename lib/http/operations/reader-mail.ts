import { AppError } from "@/lib/core/app-error";
import { followPage } from "@/lib/notifications/follow-page";
import { getMailSettings } from "@/lib/notifications/get-mail-settings";
import type { MailReader } from "@/lib/notifications/mail-reader";
import {
  followBody,
  followQuery,
  followSchema,
  mailSettingsBody,
  mailSettingsQuery,
  mailSettingsSchema,
} from "@/lib/notifications/reader-mail-schemas";
import { setMailSettings } from "@/lib/notifications/set-mail-settings";
import { unfollowPage } from "@/lib/notifications/unfollow-page";
import type { ClientAuth } from "@/lib/readers/client-auth";

import { json } from "../json-response";
import { browserActionLimits, publicReadLimits } from "./browser-limits";
import { defineClientOperation } from "./define-client-operation";

/** The signed-in reader a mail-settings request is for; anyone else is told to sign in. */
function mailReaderOf(auth: ClientAuth): MailReader {
  if (auth.kind !== "reader")
    throw new AppError("sign_in_required", "Sign in to the comments to see or change your mail settings.");
  return { readerId: auth.readerId, siteId: auth.siteId, email: auth.email, name: auth.name };
}

const noStore = { "Cache-Control": "private, no-store" };

/** Readers' mail about replies, mentions and followed pages (docs/notifications.md); used by the widget. */
export const readerMailOperations = {
  getMailSettings: defineClientOperation({
    method: "GET",
    path: "/v1/notifications/settings",
    summary: "Get the reader's mail settings",
    description:
      "A signed-in reader's mail settings on the site: how often, which replies, mentions, whether mail is stopped, and whether they follow `thread_url`.",
    testKeys: "public",
    query: mailSettingsQuery,
    success: { status: 200, schema: mailSettingsSchema, description: "The reader's settings." },
    errors: [403],
    siteOf: ({ query }) => query.site_id,
    limits: publicReadLimits,
    handle: async ({ query, auth }) =>
      json(await getMailSettings(mailReaderOf(auth), { siteId: query.site_id, threadUrl: query.thread_url }), {
        headers: noStore,
      }),
  }),
  setMailSettings: defineClientOperation({
    method: "PATCH",
    path: "/v1/notifications/settings",
    summary: "Change the reader's mail settings",
    description:
      "Change what a signed-in reader is mailed about and how often (`each`: at once, several within minutes grouped; `daily`: one digest a day; `never`), or turn mail stopped by an unsubscribe link back on.",
    testKeys: "public",
    body: mailSettingsBody,
    success: { status: 200, schema: mailSettingsSchema, description: "The settings as they are now." },
    errors: [403, 422],
    siteOf: ({ body }) => body.site_id,
    limits: browserActionLimits,
    handle: async ({ body, auth }) => json(await setMailSettings(mailReaderOf(auth), body), { headers: noStore }),
  }),
  followPage: defineClientOperation({
    method: "PUT",
    path: "/v1/follows",
    summary: "Follow a page",
    description:
      "Mail every new visible comment on the page. A signed-in reader follows at once; a guest gives `email` and follows once they use the link of the one confirmation mail (nothing else is sent to an unconfirmed address). Followers are listed nowhere.",
    // Browsers only: a live key is told to sign in, a test key (which may not touch live follows) is refused.
    testKeys: "live-only",
    body: followBody,
    success: { status: 200, schema: followSchema, description: "Whether the follow is on now." },
    errors: [403, 404, 422],
    siteOf: ({ body }) => body.site_id,
    limits: {
      policies: ["magicLinkIp", "magicLinkEmail", "browserAction"],
      keys: ({ auth, ip, body }) => {
        if (auth.kind === "reader") return [["browserAction", auth.readerId]];
        if (auth.kind !== "guest") return [];
        // A guest's follow may send a confirmation mail: limited like a sign-in link.
        return body.email
          ? [
              ["magicLinkIp", ip],
              ["magicLinkEmail", body.email],
            ]
          : [["magicLinkIp", ip]];
      },
    },
    handle: async ({ body, auth }) => {
      if (auth.kind === "api_key")
        throw new AppError("sign_in_required", "Readers follow pages from the widget; an API key cannot.");
      const follower = auth.kind === "reader" ? { reader: mailReaderOf(auth) } : { guestEmail: body.email };
      if (auth.kind === "reader" && body.email)
        throw new AppError(
          "validation_failed",
          "email is for guests: a signed-in reader is mailed at their sign-in address.",
          {
            errors: [
              { field: "email", message: "is for guests: a signed-in reader is mailed at their sign-in address" },
            ],
          },
        );
      return json(await followPage(follower, { siteId: body.site_id, threadUrl: body.thread_url }), {
        headers: noStore,
      });
    },
  }),
  unfollowPage: defineClientOperation({
    method: "DELETE",
    path: "/v1/follows",
    summary: "Stop following a page",
    description: "A signed-in reader stops following the page. (A guest stops from the link in any mail.)",
    testKeys: "public",
    query: followQuery,
    success: { status: 204, description: "Not following." },
    errors: [403],
    siteOf: ({ query }) => query.site_id,
    limits: browserActionLimits,
    handle: async ({ query, auth }) => {
      await unfollowPage(mailReaderOf(auth), { siteId: query.site_id, threadUrl: query.thread_url });
      return new Response(null, { status: 204 });
    },
  }),
};

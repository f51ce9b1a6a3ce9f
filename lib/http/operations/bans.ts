import { banListSchema, banParams, banSchema, createBanBody } from "@/lib/bans/ban-schemas";
import { createBan } from "@/lib/bans/create-ban";
import { deleteBan } from "@/lib/bans/delete-ban";
import { listBans } from "@/lib/bans/list-bans";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";
import { siteIdParams } from "@/lib/sites/site-schemas";

import { json } from "../json-response";
import { noContent } from "../no-content";
import { defineApiKeyOperation } from "./define-api-key-operation";

/** A site's bans: readers, e-mail addresses and IPs kept from commenting. */
export const banOperations = {
  listBans: defineApiKeyOperation({
    method: "GET",
    path: "/v1/sites/{site_id}/bans",
    summary: "List bans",
    description: "The site's bans in force.",
    testKeys: "live-only",
    params: siteIdParams,
    success: { status: 200, schema: banListSchema, description: "The bans." },
    handle: async ({ params, auth }) => json(await listBans(auth.accountId, params.site_id)),
  }),
  createBan: defineApiKeyOperation({
    method: "POST",
    path: "/v1/sites/{site_id}/bans",
    summary: "Ban a reader",
    description: "Ban a reader, an e-mail address or an IP, for a time (expires_at) or for good.",
    testKeys: "live-only",
    params: siteIdParams,
    body: createBanBody,
    success: { status: 201, schema: banSchema, description: "The ban." },
    handle: async ({ params, body, auth }) =>
      json(await createBan(auth, { ...body, siteId: params.site_id, actor: apiKeyActor(auth) }), { status: 201 }),
  }),
  deleteBan: defineApiKeyOperation({
    method: "DELETE",
    path: "/v1/sites/{site_id}/bans/{ban_id}",
    summary: "Lift a ban",
    testKeys: "live-only",
    params: banParams,
    success: { status: 204, description: "Lifted." },
    handle: async ({ params, auth }) => {
      await deleteBan(auth, { siteId: params.site_id, banId: params.ban_id, actor: apiKeyActor(auth) });
      return noContent();
    },
  }),
};

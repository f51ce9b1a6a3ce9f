import { db } from "@/lib/db/client";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import { buildThreadPage } from "./build-thread-page";
import type { ListCommentsQuery } from "./comment-schemas";
import { findReadableSite } from "./find-readable-site";

/**
 * One page of a thread (buildThreadPage), straight from the database: for the server-rendered
 * fragment. GET /v1/comments answers through readThreadPage, which caches it.
 */
export async function listThreadComments(input: ListCommentsQuery & { auth: ClientAuth }) {
  const { auth } = input;
  const { site, livemode } = await findReadableSite(auth, input.site_id);
  const url = normalizeThreadUrl(input.thread_url);
  const thread = await db().thread.findUnique({ where: { siteId_livemode_url: { siteId: site.id, livemode, url } } });
  if (!thread)
    return { thread: null, comments: [], total: 0, page: input.page, per_page: input.per_page, has_more: false };
  return buildThreadPage(db(), thread, input, auth.kind === "api_key");
}

import { createHash } from "node:crypto";

import { AppError } from "@/lib/core/app-error";
import { matchesEtag } from "@/lib/core/matches-etag";
import { isIdOf } from "@/lib/core/new-id";
import { findThreadStamp, type ThreadStamp } from "@/lib/db/find-thread-stamp";
import { transaction } from "@/lib/db/transaction";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import { buildThreadPage } from "./build-thread-page";
import type { ListCommentsQuery } from "./comment-schemas";
import { threadPageCache, type CachedThreadPage } from "./thread-page-cache";

/** What GET /v1/comments sends: the page's bytes, or nothing when the client's ETag is current. */
export type ThreadPageRead = { etag: string; body: Uint8Array | null };

type Asked = {
  siteId: string;
  livemode: boolean;
  url: string;
  query: Pick<ListCommentsQuery, "page" | "per_page" | "sort">;
  withAuthors: boolean;
};

// Builds in flight, by page and stamp: a burst of reads after a change builds the page once.
const holder = globalThis as unknown as { threadlinePageBuilds?: Map<string, Promise<CachedThreadPage>> };
const builds = (holder.threadlinePageBuilds ??= new Map());

/** Everything that shapes a page besides its comments, and the version its comments are at. */
function stampOf(
  thread: Pick<ThreadStamp, "id" | "version" | "commentCount" | "topLevelCount" | "locked" | "title"> | null,
): string {
  if (!thread) return "none";
  return JSON.stringify([
    thread.id,
    thread.version,
    thread.commentCount,
    thread.topLevelCount,
    thread.locked,
    thread.title,
  ]);
}

// Strong: the same page and stamp always make the same bytes.
function etagOf(key: string, stamp: string): string {
  return `"${createHash("sha256").update(key).update("\n").update(stamp).digest("base64url").slice(0, 32)}"`;
}

// Reads the thread and its page in one transaction, so that the stamp stored with the bytes is
// the one they were read at (never older: a page is only served for its own stamp).
async function buildPage(key: string, asked: Asked): Promise<CachedThreadPage> {
  const { stamp, page } = await transaction(async (tx) => {
    const thread = await tx.thread.findUnique({
      where: { siteId_livemode_url: { siteId: asked.siteId, livemode: asked.livemode, url: asked.url } },
    });
    const empty = {
      thread: null,
      comments: [],
      total: 0,
      page: asked.query.page,
      per_page: asked.query.per_page,
      has_more: false,
    };
    return {
      stamp: stampOf(thread),
      page: thread ? await buildThreadPage(tx, thread, asked.query, asked.withAuthors) : empty,
    };
  });
  const built = { stamp, etag: etagOf(key, stamp), body: Buffer.from(JSON.stringify(page)) };
  threadPageCache()?.set(key, built);
  return built;
}

function buildOnce(key: string, stamp: string, asked: Asked): Promise<CachedThreadPage> {
  const flight = `${key}\n${stamp}`;
  let pending = builds.get(flight);
  if (!pending) {
    pending = buildPage(key, asked).finally(() => builds.delete(flight));
    builds.set(flight, pending);
  }
  return pending;
}

/**
 * A page of a thread for GET /v1/comments (buildThreadPage), cached per process and never stale:
 * every read first reads the thread's stamp (one prepared query; its version moves with every
 * change, by database triggers), answers 304 when `ifNoneMatch` holds that stamp's ETag, serves
 * the cached bytes built at that stamp, or builds them. API keys read their own account's sites,
 * in their mode, with authors; browsers read any site's live data.
 */
export async function readThreadPage(
  input: ListCommentsQuery & { auth: ClientAuth },
  ifNoneMatch: string | null,
): Promise<ThreadPageRead> {
  const { auth } = input;
  const livemode = auth.kind === "api_key" ? auth.livemode : true;
  const url = normalizeThreadUrl(input.thread_url);
  const found = isIdOf("site", input.site_id) ? await findThreadStamp(input.site_id, livemode, url) : null;
  if (!found || (auth.kind === "api_key" && found.accountId !== auth.accountId)) {
    throw new AppError("site_not_found", `No site ${input.site_id} exists.`);
  }
  const asked: Asked = {
    siteId: input.site_id,
    livemode,
    url,
    query: { page: input.page, per_page: input.per_page, sort: input.sort },
    withAuthors: auth.kind === "api_key",
  };
  const key = JSON.stringify([
    asked.siteId,
    asked.livemode,
    asked.url,
    asked.query.sort,
    asked.query.page,
    asked.query.per_page,
    asked.withAuthors,
  ]);
  const stamp = stampOf(found.thread);
  const etag = etagOf(key, stamp);
  if (matchesEtag(ifNoneMatch, etag)) return { etag, body: null };
  const cached = threadPageCache()?.get(key);
  if (cached?.stamp === stamp) return { etag, body: cached.body };
  const built = await buildOnce(key, stamp, asked);
  return { etag: built.etag, body: built.body };
}

import { LRUCache } from "lru-cache";

/** A page as sent: the stamp of the thread it was built from, its ETag and its bytes. */
export type CachedThreadPage = { stamp: string; etag: string; body: Uint8Array };

const megabytes = Number(process.env.THREAD_PAGE_CACHE_MB ?? 64);

// On globalThis: Next.js may load this module once per route bundle, and all of them share one cache.
const holder = globalThis as unknown as { threadlinePageCache?: LRUCache<string, CachedThreadPage> | null };

/**
 * The process's cache of built thread pages, by what was asked (site, mode, URL, sort, page, size,
 * authors or not), least recently used out first past THREAD_PAGE_CACHE_MB (64 by default; 0 turns
 * it off). An entry is only ever served for the stamp it was built at (readThreadPage).
 */
export function threadPageCache(): LRUCache<string, CachedThreadPage> | null {
  if (holder.threadlinePageCache === undefined) {
    holder.threadlinePageCache =
      megabytes > 0
        ? new LRUCache<string, CachedThreadPage>({
            maxSize: megabytes * 1024 * 1024,
            sizeCalculation: (page, key) => page.body.byteLength + page.stamp.length + key.length + 64,
          })
        : null;
  }
  return holder.threadlinePageCache;
}

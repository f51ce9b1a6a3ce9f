import type { StoredSession, WidgetComment } from "./widget-types";

/** What the widget remembers on the host page for one site: one key, `threadline:<site_id>`. */
export type SiteMemory = {
  session?: StoredSession;
  name?: string;
  /** The guest's address for reply mail and following (never shown to anybody but them). */
  email?: string;
  /** `<comment_id>:<upvote|reaction|flag>` of what this browser has done. */
  marks?: string[];
  /** The reader's own comments still held for moderation, per thread URL. */
  held?: Record<string, WidgetComment[]>;
  heights?: Record<string, number>;
};

/** The site's memory in localStorage; a page that blocks storage gets a memory that lasts the visit. */
export function openSiteStorage(siteId: string) {
  const key = `threadline:${siteId}`;
  let memory: SiteMemory = {};
  // Whether storage holds what memory holds; after a refused write, memory is the newer of the two.
  let synced = true;
  const load = () => {
    if (!synced) return;
    try {
      memory = JSON.parse(localStorage.getItem(key) || "{}") as SiteMemory;
    } catch {
      // Storage refused (private mode, a sandboxed frame) or a damaged value: keep what is in memory.
    }
  };
  load();
  return {
    read: (): SiteMemory => memory,
    update(change: (memory: SiteMemory) => void) {
      // Another opener of the same key (embed.ts, another tab) may have written since: build on that, not on a stale copy.
      load();
      change(memory);
      try {
        localStorage.setItem(key, JSON.stringify(memory));
        synced = true;
      } catch {
        synced = false;
        // Quota or blocked storage: the visit goes on with what is in memory.
      }
    },
  };
}

/** The storage of one site. */
export type SiteStorage = ReturnType<typeof openSiteStorage>;

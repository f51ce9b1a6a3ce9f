import type { SiteStorage } from "./open-site-storage";
import type { WidgetComment } from "./widget-types";

const week = 7 * 86_400_000;

/** The reader's own top-level comments on this thread still waiting for a moderator (kept a week), which the public read leaves out. */
export function findHeldComments(
  storage: SiteStorage,
  threadUrl: string,
  shownRoots: WidgetComment[],
): WidgetComment[] {
  const shown = new Set<string>();
  const collect = (comments: WidgetComment[]) => comments.forEach((c) => (shown.add(c.id), collect(c.replies)));
  collect(shownRoots);
  const since = Date.now() - week;
  return (storage.read().held?.[threadUrl] ?? []).filter(
    (c) => !shown.has(c.id) && Date.parse(c.created_at) > since && !c.parent_id,
  );
}

import { LRUCache } from "lru-cache";

import { db } from "@/lib/db/client";

import { findOriginRules } from "./find-origin-rules";
import { isOriginAllowed } from "./is-origin-allowed";

// Sites this process knows the widget has loaded on: after the first time, a widget's read costs nothing more.
const seen = new LRUCache<string, true>({ max: 10_000 });

/**
 * Records the first time the widget read a thread from one of the site's own origins, and on
 * which page: the Installation tab's install check turns green on it. Browsers only (an Origin
 * header the site allows); once per site, by a compare-and-set, so two instances agree on the first.
 */
export async function noteWidgetSeen(siteId: string, origin: string | null, pageUrl: string): Promise<void> {
  if (!origin || seen.has(siteId)) return;
  const rules = await findOriginRules(siteId);
  if (!rules || !isOriginAllowed(origin, rules)) return;
  await db().site.updateMany({
    where: { id: siteId, widgetSeenAt: null },
    data: { widgetSeenAt: new Date(), widgetSeenUrl: pageUrl },
  });
  seen.set(siteId, true);
}

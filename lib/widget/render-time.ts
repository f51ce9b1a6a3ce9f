import { h } from "./create-element";
import { formatExactTime, formatRelativeTime } from "./format-relative-time";

/** A relative time ("5 minutes ago") with the exact time on hover, kept fresh by refreshTimes. */
export function renderTime(iso: string, lang: string): HTMLTimeElement {
  const time = h("time", { datetime: iso, title: formatExactTime(iso, lang) });
  time.textContent = formatRelativeTime((Date.parse(iso) - Date.now()) / 1000, lang);
  return time;
}

/** Brings every relative time under `root` up to date. */
export function refreshTimes(root: ParentNode, lang: string): void {
  for (const time of root.querySelectorAll("time")) {
    time.textContent = formatRelativeTime((Date.parse(time.dateTime) - Date.now()) / 1000, lang);
  }
}

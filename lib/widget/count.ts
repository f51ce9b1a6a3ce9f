// count.js: fills every element marked `data-threadline-count` on the page with its thread's
// comment count, in words. Browser-only; it imports nothing of the server and stays under 1 KB
// gzipped. Text is set through textContent only: nothing the API answers is ever parsed as HTML.
import { batchCountUrls } from "./batch-count-urls";
import { formatCountLabel } from "./format-count-label";
import { resolveCountUrl } from "./resolve-count-url";

// Only known while the script first runs: captured before anything waits.
const script = document.currentScript as HTMLScriptElement | null;

function fillCounts(): void {
  const siteId = script?.dataset.siteId;
  if (!script || !siteId) return;
  const api = new URL(script.src).origin;
  const lang = script.dataset.lang;
  const elements = new Map<string, HTMLElement[]>();
  for (const element of document.querySelectorAll<HTMLElement>("[data-threadline-count]")) {
    const url = resolveCountUrl(
      element.dataset.threadlineCount || element.getAttribute("href") || "",
      document.baseURI,
    );
    if (url) elements.set(url, [...(elements.get(url) ?? []), element]);
  }
  for (const batch of batchCountUrls([...elements.keys()])) {
    const query = new URLSearchParams({ site_id: siteId });
    for (const url of batch) query.append("thread_url", url);
    fetch(`${api}/v1/comments/counts?${query}`, { credentials: "omit" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { counts?: Record<string, unknown> } | null) => {
        for (const url of batch) {
          const n = body?.counts?.[url];
          if (typeof n !== "number") continue;
          for (const element of elements.get(url)!) {
            const { threadlineZero, threadlineOne, threadlineMany, threadlineCountFormat } = element.dataset;
            const templates = {
              zero: threadlineZero ?? null,
              one: threadlineOne ?? null,
              many: threadlineMany ?? threadlineCountFormat ?? null,
            };
            element.textContent = formatCountLabel(n, templates, lang);
          }
        }
      })
      // A count that cannot be had leaves the page's own text in place.
      .catch(() => {});
  }
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fillCounts);
else fillCounts();

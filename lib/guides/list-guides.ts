import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { customerGuideOrder, operatorGuideOrder } from "./guide-order";
import { guideSlug } from "./guide-slug";
import { guidesDir } from "./guides-dir";
import { summarizeGuide } from "./summarize-guide";

/** One Markdown file of docs/, as /docs lists it. */
export type Guide = {
  /** The file's name without `.md`. */
  name: string;
  /** Its URL under /docs. */
  slug: string;
  title: string;
  /** The title up to its colon, for lists and the page's <title>. */
  shortTitle: string;
  summary: string;
  /** `customer` for those who use the service, `operator` for those who run or change it. */
  audience: "customer" | "operator";
};

let cached: Guide[] | undefined;

/** Every guide in docs/, in reading order; the folder is read once per process, so a guide is whatever existed at start. */
export function listGuides(): Guide[] {
  cached ??= readGuides();
  return cached;
}

function readGuides(): Guide[] {
  const dir = guidesDir();
  const guides = readdirSync(dir, { withFileTypes: true }).flatMap((entry): Guide[] => {
    if (!entry.isFile() || !entry.name.endsWith(".md")) return [];
    const name = entry.name.slice(0, -3);
    const slug = guideSlug(name);
    if (!slug) return [];
    const { title, summary } = summarizeGuide(readFileSync(join(dir, entry.name), "utf8"));
    const shortTitle = (title.split(":")[0] ?? title).trim() || name;
    const audience = operatorGuideOrder.includes(name) ? "operator" : "customer";
    return [{ name, slug, title: title || name, shortTitle, summary, audience }];
  });
  return guides.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

function rank(name: string): number {
  const order = [...customerGuideOrder, ...operatorGuideOrder];
  const index = order.indexOf(name);
  // Docs the order does not know yet come after the customer guides and before the operator docs.
  if (index >= 0) return index < customerGuideOrder.length ? index : index + 1;
  return customerGuideOrder.length;
}

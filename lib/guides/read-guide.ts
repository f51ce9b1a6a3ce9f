import { readFileSync } from "node:fs";
import { join } from "node:path";

import { guidesDir } from "./guides-dir";
import { listGuides, type Guide } from "./list-guides";
import { readPngSize } from "./read-png-size";
import { renderGuideHtml, type GuideHeading } from "./render-guide-html";

/** A guide rendered for its page. */
export type RenderedGuide = Guide & { html: string; headings: GuideHeading[] };

const rendered = new Map<string, RenderedGuide>();

/**
 * The guide served at /docs/<slug>, rendered, or null when no file of docs/ has that slug: the
 * slug is looked up in the folder's listing, never joined into a path, so `../` reaches nothing.
 */
export function readGuide(slug: string): RenderedGuide | null {
  const guides = listGuides();
  const guide = guides.find((candidate) => candidate.slug === slug);
  if (!guide) return null;
  let page = rendered.get(guide.slug);
  if (!page) {
    const slugs = new Map(guides.map((candidate) => [candidate.name, candidate.slug]));
    const source = readFileSync(join(guidesDir(), `${guide.name}.md`), "utf8");
    const imageSize = (file: string) => readPngSize(join(guidesDir(), "screenshots", file));
    page = { ...guide, ...renderGuideHtml(source, (name) => slugs.get(name) ?? null, imageSize) };
    rendered.set(guide.slug, page);
  }
  return page;
}

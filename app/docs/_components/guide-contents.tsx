import type { GuideHeading } from "@/lib/guides/render-guide-html";

/** A guide's sections (its `##` headings) as links to their anchors. */
export function GuideContents({ headings, label }: { headings: GuideHeading[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ul className="space-y-1">
        {headings
          .filter((heading) => heading.level === 2)
          .map((heading) => (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                className="block rounded py-0.5 [overflow-wrap:anywhere] text-muted-foreground hover:text-foreground"
              >
                {heading.text}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}

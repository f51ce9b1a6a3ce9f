import { ArrowLeft, ChevronDown } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { listGuides } from "@/lib/guides/list-guides";
import { readGuide } from "@/lib/guides/read-guide";

import { DocsHeader } from "../_components/docs-header";
import { GuideContents } from "../_components/guide-contents";
import { GuideNav } from "../_components/guide-nav";

// Only the files of docs/ at build time have pages: any other slug, `../` included, is a 404.
export const dynamicParams = false;

/** One page per Markdown file of docs/. */
export function generateStaticParams(): { slug: string }[] {
  return listGuides().map((guide) => ({ slug: guide.slug }));
}

/** The guide's short title as the page's title. */
export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const guide = readGuide((await params).slug);
  return { title: guide ? `${guide.shortTitle} · Docs` : "Docs", description: guide?.summary };
}

/** /docs/<slug>: docs/<name>.md rendered, with the list of guides and the page's sections beside it. */
export default async function GuidePage({ params }: { params: Promise<{ slug: string }> }) {
  const guide = readGuide((await params).slug);
  if (!guide) notFound();
  const hasContents = guide.headings.filter((heading) => heading.level === 2).length > 1;
  return (
    <>
      <DocsHeader />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)] xl:grid-cols-[12rem_minmax(0,1fr)_12rem]">
        <aside className="hidden lg:block">
          <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto">
            <GuideNav guides={listGuides()} current={guide.slug} />
          </div>
        </aside>
        <main id="main" className="min-w-0">
          <Link
            href="/docs"
            className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground lg:hidden"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> All guides
          </Link>
          {hasContents && (
            <details className="group mb-6 rounded-lg border border-border bg-card px-4 py-2 xl:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between py-1 text-sm font-medium">
                On this page
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="pt-2 pb-1">
                <GuideContents headings={guide.headings} label="On this page" />
              </div>
            </details>
          )}
          <article className="guide-prose" dangerouslySetInnerHTML={{ __html: guide.html }} />
        </main>
        {hasContents && (
          <aside className="hidden xl:block">
            <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto">
              <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">On this page</p>
              <GuideContents headings={guide.headings} label="Sections" />
            </div>
          </aside>
        )}
      </div>
    </>
  );
}

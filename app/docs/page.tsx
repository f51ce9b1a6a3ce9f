import { ArrowRight, BookOpen, Code } from "lucide-react";
import Link from "next/link";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";
import { listGuides } from "@/lib/guides/list-guides";

import { DocsHeader } from "./_components/docs-header";

export const metadata = { title: "Docs" };

/** /docs: every guide of docs/, those for customers first, each with what it covers. */
export default function DocsIndexPage() {
  const guides = listGuides();
  const sections = [
    {
      id: "customer-guides",
      title: "Using Threadline",
      intro: "Put comments on your pages, run them from the dashboard, and connect your backend.",
      guides: guides.filter((guide) => guide.audience === "customer"),
    },
    {
      id: "operator-guides",
      title: "Running Threadline",
      intro: "For those who host Threadline themselves or change its code.",
      guides: guides.filter((guide) => guide.audience === "operator"),
    },
  ];
  return (
    <>
      <DocsHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">Threadline docs</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Guides to the widget, the dashboard and the API. Every operation of the API, with its parameters and answers,
          is in the{" "}
          <ApiReferenceLink className="font-medium text-primary underline-offset-4 hover:underline">
            API reference
          </ApiReferenceLink>
          .
        </p>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-xl font-semibold tracking-tight">
              {section.title}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{section.intro}</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {section.guides.map((guide) => (
                <li key={guide.slug} className="card relative flex flex-col p-4 hover:border-input">
                  <div className="flex items-center gap-2">
                    <BookOpen aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    <Link
                      href={`/docs/${guide.slug}`}
                      className="font-medium text-foreground after:absolute after:inset-0 after:rounded-xl"
                    >
                      {guide.shortTitle}
                    </Link>
                  </div>
                  <p className="mt-2 text-sm text-muted-foreground">{guide.summary}</p>
                </li>
              ))}
              {section.id === "customer-guides" && (
                <li className="card relative flex flex-col p-4 hover:border-input">
                  <div className="flex items-center gap-2">
                    <Code aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    <ApiReferenceLink className="font-medium text-foreground after:absolute after:inset-0 after:rounded-xl">
                      API reference
                    </ApiReferenceLink>
                  </div>
                  <p className="mt-2 text-sm text-muted-foreground">
                    Every /v1 operation with its parameters, answers, errors and a request sample.
                  </p>
                </li>
              )}
            </ul>
          </section>
        ))}
        <p className="mt-12 text-sm text-muted-foreground">
          <Link href="/dashboard" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            Open the dashboard <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </main>
    </>
  );
}

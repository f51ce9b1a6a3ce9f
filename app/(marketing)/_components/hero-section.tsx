import { ArrowRight, BookOpen, MessageSquareText } from "lucide-react";
import Link from "next/link";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";

import { LandingThread } from "./landing-thread";

/** The first screen: what Threadline is, in one headline and one paragraph, and the two ways in. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="border-b border-border bg-gradient-to-b from-accent/60 to-background"
    >
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="min-w-0 lg:pt-8">
          <p className="mb-4 inline-flex items-center rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
            Hosted comments · REST API · Webhooks
          </p>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Comments for every page of your site
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Threadline is a hosted commenting service. Paste one script tag and your readers can comment, reply, upvote
            and react, as guests, through an e-mail link, or signed in with your own login. Your moderators approve
            comments in a dashboard, and your backend has a versioned REST API.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/sign-up" className="btn btn-primary h-11 px-5 text-base">
              Start free
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <ApiReferenceLink className="btn btn-secondary h-11 px-5 text-base">
              <BookOpen aria-hidden="true" className="size-4" />
              API reference
            </ApiReferenceLink>
          </div>
          {/* /demo is a plain page served by a route handler, not a Next.js page: a full navigation. */}
          <a
            href="/demo"
            className="mt-5 inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <MessageSquareText aria-hidden="true" className="size-4 shrink-0" />
            See it live: comment as a guest on the demo page
          </a>
        </div>
        <LandingThread />
      </div>
    </section>
  );
}

import { LogIn } from "lucide-react";
import Link from "next/link";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";
import { ThreadlineLogo } from "@/app/_components/threadline-logo";

/** The landing page's top bar: logo, the live demo, the guides, the API reference, and the ways in: sign in, or start free. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-10 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <ThreadlineLogo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <a href="#features" className="btn btn-ghost hidden lg:inline-flex">
            Features
          </a>
          <a href="/demo" className="btn btn-ghost hidden lg:inline-flex">
            Live demo
          </a>
          <Link href="/docs" className="btn btn-ghost hidden sm:inline-flex">
            Docs
          </Link>
          <ApiReferenceLink className="btn btn-ghost hidden lg:inline-flex">API reference</ApiReferenceLink>
          <Link href="/sign-in" className="btn btn-ghost">
            <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
            Sign in
          </Link>
          <Link href="/sign-up" className="btn btn-primary">
            Start free
          </Link>
        </nav>
      </div>
    </header>
  );
}

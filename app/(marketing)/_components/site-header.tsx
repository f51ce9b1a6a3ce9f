import { LogIn } from "lucide-react";
import Link from "next/link";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";
import { ThreadlineLogo } from "@/app/_components/threadline-logo";

/** The landing page's top bar: logo, the guides, the API reference and the way into the dashboard. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-10 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <ThreadlineLogo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <a href="#features" className="btn btn-ghost hidden sm:inline-flex">
            Features
          </a>
          <Link href="/docs" className="btn btn-ghost">
            Docs
          </Link>
          <ApiReferenceLink className="btn btn-ghost hidden sm:inline-flex">API reference</ApiReferenceLink>
          <Link href="/sign-in" className="btn btn-primary">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </Link>
        </nav>
      </div>
    </header>
  );
}

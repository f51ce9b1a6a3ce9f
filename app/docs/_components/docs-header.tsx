import { LayoutDashboard } from "lucide-react";
import Link from "next/link";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";
import { ThreadlineLogo } from "@/app/_components/threadline-logo";

/** The docs' top bar: the logo home, the guides, the API reference and the way into the dashboard. */
export function DocsHeader() {
  return (
    <header className="sticky top-0 z-10 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <ThreadlineLogo />
        <nav aria-label="Docs" className="flex items-center gap-1 sm:gap-2">
          <Link href="/docs" className="btn btn-ghost px-3 sm:px-4">
            Guides
          </Link>
          {/* On a phone the guides' index links the reference: the bar keeps to two links. */}
          <ApiReferenceLink className="btn btn-ghost hidden sm:inline-flex">API reference</ApiReferenceLink>
          <Link href="/dashboard" className="btn btn-secondary px-3 sm:px-4">
            <LayoutDashboard aria-hidden="true" className="hidden size-4 sm:block" />
            Dashboard
          </Link>
        </nav>
      </div>
    </header>
  );
}

import Link from "next/link";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";
import { ThreadlineLogo } from "@/app/_components/threadline-logo";

/** The landing page's footer: the logo, the main links: sign-in, the guides, the API reference. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <ThreadlineLogo />
          <p className="mt-2 text-sm text-muted-foreground">Hosted comments for any web page.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link href="/sign-in" className="rounded text-muted-foreground hover:text-foreground">
                Sign in
              </Link>
            </li>
            <li>
              <Link href="/docs" className="rounded text-muted-foreground hover:text-foreground">
                Docs
              </Link>
            </li>
            <li>
              <ApiReferenceLink className="rounded text-muted-foreground hover:text-foreground">
                API reference
              </ApiReferenceLink>
            </li>
            <li>
              <a href="#features" className="rounded text-muted-foreground hover:text-foreground">
                Features
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

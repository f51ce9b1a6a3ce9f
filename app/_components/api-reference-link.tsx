import type { ReactNode } from "react";

/**
 * A plain link to the API reference: /docs/api is a route handler's own HTML page (Scalar), which a
 * client-side <Link> would first fetch as a React page.
 */
export function ApiReferenceLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    // The lint rule takes /docs/api for the /docs/[slug] guides page; the static route handler wins.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a href="/docs/api" className={className}>
      {children}
    </a>
  );
}

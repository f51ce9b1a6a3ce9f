import type { ReactNode } from "react";

import { HelpLink } from "./help-link";

/** A page's title, its one-line purpose, its main action, and a Help link to the guide that explains it. */
export function PageHeader({
  title,
  description,
  action,
  help,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** The guide's address (helpLinks in _lib/help-links.ts) and what the page is about, for screen readers. */
  help?: { href: string; topic: string };
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
          {help && <HelpLink href={help.href} topic={help.topic} />}
        </div>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}

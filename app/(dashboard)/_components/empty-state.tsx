import { BookOpen } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

/** What a list shows when it has nothing yet: what would be here, how to make the first one, and where the guide is. */
export function EmptyState({
  icon,
  title,
  children,
  help,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** A link to the guide on this (helpLinks in _lib/help-links.ts), with its words ("Read the guide"). */
  help?: { href: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-input px-6 py-10 text-center">
      <div className="text-muted-foreground" aria-hidden>
        {icon}
      </div>
      <p className="mt-3 font-medium text-foreground">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-muted-foreground">{children}</div>}
      {help && (
        <Link
          href={help.href}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          {help.label}
        </Link>
      )}
    </div>
  );
}

import clsx from "clsx";
import { CircleHelp } from "lucide-react";
import Link from "next/link";

/** A small "Help" link to the guide that explains a page; `topic` completes its name for screen readers. */
export function HelpLink({ href, topic, className }: { href: string; topic: string; className?: string }) {
  return (
    <Link
      href={href}
      className={clsx(
        "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-sm font-medium text-muted-foreground hover:bg-background hover:text-foreground",
        className,
      )}
    >
      <CircleHelp aria-hidden="true" className="size-4" />
      Help<span className="sr-only"> with {topic}</span>
    </Link>
  );
}

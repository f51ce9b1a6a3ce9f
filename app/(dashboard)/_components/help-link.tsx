import clsx from "clsx";
import { CircleHelp } from "lucide-react";
import Link from "next/link";

/**
 * A small "Help" link to the guide that explains a page. Its name stays "Help" (its purpose is clear
 * beside the page's heading, and a longer one would share words with the sidebar's links);
 * `topic` is its tooltip.
 */
export function HelpLink({ href, topic, className }: { href: string; topic: string; className?: string }) {
  return (
    <Link
      href={href}
      title={`Help: ${topic}`}
      className={clsx(
        "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-sm font-medium text-muted-foreground hover:bg-background hover:text-foreground",
        className,
      )}
    >
      <CircleHelp aria-hidden="true" className="size-4" />
      Help
    </Link>
  );
}

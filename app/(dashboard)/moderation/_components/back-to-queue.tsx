import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { EscapeToQueue } from "./escape-to-queue";

/** The way back from a page opened out of the queue: a link at its top, and the Escape key. */
export function BackToQueue() {
  return (
    <>
      <EscapeToQueue />
      <Link
        href="/moderation"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to the queue
      </Link>
    </>
  );
}

"use client";

import { Ban, Check, X } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/app/_components/button";
import { moderate } from "../actions";

const done = { approve: "Approved: it is visible now", reject: "Rejected", spam: "Marked as spam" } as const;

/** Approve, Reject and Spam for one pending comment; the queue refreshes when it is done. */
export function ModerateButtons({ commentId, author }: { commentId: string; author: string }) {
  const [pending, startTransition] = useTransition();
  const run = (action: keyof typeof done) =>
    startTransition(async () => {
      const result = await moderate(null, { comment_id: commentId, action });
      if (result.ok) toast.success(done[action]);
      else toast.error(result.message);
    });
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Moderate the comment by ${author}`}>
      <Button onClick={() => run("approve")} disabled={pending}>
        <Check className="size-4" aria-hidden /> Approve
      </Button>
      <Button variant="secondary" onClick={() => run("reject")} disabled={pending}>
        <X className="size-4" aria-hidden /> Reject
      </Button>
      <Button variant="secondary" onClick={() => run("spam")} disabled={pending}>
        <Ban className="size-4" aria-hidden /> Spam
      </Button>
    </div>
  );
}

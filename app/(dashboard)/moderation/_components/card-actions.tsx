"use client";

import { Ban, Check, History, ShieldBan, Trash2, UserRound, X } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/app/_components/button";
import type { QueueDecision } from "@/lib/moderation/decide-queue-comment";

type Props = {
  id: string;
  author: string;
  status: string;
  rejecting: boolean;
  onDecide: (decision: QueueDecision, reason?: string) => void;
  onReject: (open: boolean) => void;
};

const linkClass =
  "inline-flex items-center gap-1 rounded px-2 py-1.5 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** A card's decisions (approve, reject with an optional reason, spam, delete, ban) and its author and history links. */
export function CardActions({ id, author, status, rejecting, onDecide, onReject }: Props) {
  const [reason, setReason] = useState("");
  if (rejecting) {
    return (
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onDecide("reject", reason.trim() || undefined);
        }}
      >
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-foreground">
          Reason for rejecting (optional)
          <input
            autoFocus
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={(event) => event.key === "Escape" && (event.preventDefault(), onReject(false))}
            className="rounded-md border border-input bg-card px-3 py-2 font-normal text-foreground"
          />
        </label>
        <Button type="submit">Reject</Button>
        <Button type="button" variant="secondary" onClick={() => onReject(false)}>
          Cancel
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Moderate the comment by ${author}`}>
      <Button onClick={() => onDecide("approve")} disabled={status === "approved"} title="a">
        <Check className="size-4" aria-hidden /> Approve
      </Button>
      <Button variant="secondary" onClick={() => onReject(true)} disabled={status === "rejected"} title="r">
        <X className="size-4" aria-hidden /> Reject
      </Button>
      <Button variant="secondary" onClick={() => onDecide("spam")} disabled={status === "spam"} title="s">
        <Ban className="size-4" aria-hidden /> Spam
      </Button>
      <Button variant="danger-outline" onClick={() => onDecide("delete")} title="d">
        <Trash2 className="size-4" aria-hidden /> Delete
      </Button>
      <span className="flex flex-wrap items-center">
        <Link href={`/moderation/author?comment=${id}&ban=1`} className={linkClass}>
          <ShieldBan className="size-4" aria-hidden /> Ban author
        </Link>
        <Link href={`/moderation/author?comment=${id}`} className={linkClass}>
          <UserRound className="size-4" aria-hidden /> Author
        </Link>
        <Link href={`/moderation/comments/${id}`} className={linkClass}>
          <History className="size-4" aria-hidden /> History
        </Link>
      </span>
    </div>
  );
}

"use client";

import { Lock, LockOpen } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";

import { setThreadLockAction } from "../actions";

/** Locks an open thread against new comments, or opens a locked one again; the list refreshes with the new state. */
export function LockThreadButton({ threadId, locked, name }: { threadId: string; locked: boolean; name: string }) {
  const [pending, startTransition] = useTransition();
  const Icon = locked ? LockOpen : Lock;
  return (
    <button
      type="button"
      disabled={pending}
      className="btn btn-secondary min-h-9 px-3 py-1.5"
      onClick={() =>
        startTransition(async () => {
          const result = await setThreadLockAction({ thread_id: threadId, locked: !locked });
          if (result.ok) toast.success(result.data.locked ? "Thread locked" : "Thread unlocked");
          else toast.error(result.message);
        })
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {locked ? "Unlock" : "Lock"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

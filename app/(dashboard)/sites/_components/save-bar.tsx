import { Save } from "lucide-react";

import { Button } from "@/app/_components/button";

/** The foot of a settings form: the save button, busy while saving. */
export function SaveBar({ pending, label = "Save changes" }: { pending: boolean; label?: string }) {
  return (
    <div className="flex justify-end border-t border-border pt-4">
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        <Save className="size-4" aria-hidden /> {pending ? "Saving…" : label}
      </Button>
    </div>
  );
}

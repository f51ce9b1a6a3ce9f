import { Save } from "lucide-react";

import { Button } from "@/app/_components/button";

/** The foot of a settings form: its site id (hidden) and the save button, busy while saving. */
export function SaveBar({
  siteId,
  pending,
  label = "Save changes",
}: {
  siteId: string;
  pending: boolean;
  label?: string;
}) {
  return (
    <div className="flex justify-end border-t border-border pt-4">
      <input type="hidden" name="site_id" value={siteId} />
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        <Save className="size-4" aria-hidden /> {pending ? "Saving…" : label}
      </Button>
    </div>
  );
}

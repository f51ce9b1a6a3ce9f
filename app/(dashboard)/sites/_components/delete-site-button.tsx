"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { ConfirmButton } from "../../_components/confirm-button";
import { deleteSiteAction } from "../actions";

/** Deletes a site once its name is typed, then goes back to the list of sites. */
export function DeleteSiteButton({ siteId, name }: { siteId: string; name: string }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label="Delete site"
      title={`Delete ${name}?`}
      description="Every thread, comment, vote and event of this site is removed for good, and its embed snippet stops working."
      confirmLabel="Delete site"
      typed={name}
      onConfirm={async () => {
        const result = await deleteSiteAction({ site_id: siteId });
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        toast.success(`${name} deleted`);
        router.push("/sites");
      }}
    />
  );
}

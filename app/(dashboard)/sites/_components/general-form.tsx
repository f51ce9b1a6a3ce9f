"use client";

import { useState } from "react";

import { TextField } from "@/app/_components/text-field";
import type { SiteView } from "@/lib/sites/site-schemas";

import { keptDomains } from "../_lib/kept-domains";
import { siteSettingsForm } from "../_lib/site-form-schemas";
import { splitList } from "../_lib/split-list";
import { useActionForm } from "../../_components/use-action-form";
import { saveSiteAction } from "../actions";
import { SaveBar } from "./save-bar";
import { TextareaField } from "./textarea-field";

const valuesOf = (site: SiteView) => ({ site_id: site.id, name: site.name, domains: site.domains.join("\n") });

/** The General form: the site's name and its domains (the list is replaced as a whole). */
export function GeneralForm({ site }: { site: SiteView }) {
  // After a save that changed what was typed, say what was kept until the list is edited again.
  const [savedAs, setSavedAs] = useState<{ domains: string; note: string } | null>(null);
  const { form, field, pending, formProps } = useActionForm({
    schema: siteSettingsForm,
    action: saveSiteAction,
    defaultValues: valuesOf(site),
    saved: () => "General settings saved",
    // Show what the server stored (lower-case, without duplicates).
    onSaved: (saved) => {
      const kept = keptDomains(form.getValues("domains") ?? "");
      setSavedAs(kept ? { domains: saved.domains.join("\n"), note: `Saved as ${saved.domains.join(", ")}.` } : null);
      form.reset(valuesOf(saved));
    },
  });
  const domains = form.watch("domains") ?? "";
  const willKeep = keptDomains(domains);
  return (
    <form {...formProps} className="flex flex-col gap-5">
      <TextField label="Name" required maxLength={100} autoComplete="off" {...field("name")} />
      <TextareaField
        label="Domains"
        required
        rows={Math.min(10, Math.max(3, splitList(domains).length + 1))}
        hint={
          willKeep
            ? `Will be saved as ${willKeep}.`
            : savedAs?.domains === domains
              ? savedAs.note
              : "One per line or comma separated, up to 50; a pasted address keeps its host. *.example.org covers every subdomain but not example.org itself. Saving replaces the whole list."
        }
        {...field("domains")}
      />
      <SaveBar pending={pending} />
    </form>
  );
}

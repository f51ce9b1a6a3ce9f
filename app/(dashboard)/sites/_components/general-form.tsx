"use client";

import { TextField } from "@/app/_components/text-field";
import type { SiteView } from "@/lib/sites/site-schemas";

import { siteSettingsForm } from "../_lib/site-form-schemas";
import { splitList } from "../_lib/split-list";
import { useActionForm } from "../../_components/use-action-form";
import { saveSiteAction } from "../actions";
import { SaveBar } from "./save-bar";
import { TextareaField } from "./textarea-field";

const valuesOf = (site: SiteView) => ({ site_id: site.id, name: site.name, domains: site.domains.join("\n") });

/** The General form: the site's name and its domains (the list is replaced as a whole). */
export function GeneralForm({ site }: { site: SiteView }) {
  const { form, field, pending, formProps } = useActionForm({
    schema: siteSettingsForm,
    action: saveSiteAction,
    defaultValues: valuesOf(site),
    saved: () => "General settings saved",
    // Show what the server stored (lower-case, without duplicates).
    onSaved: (saved) => form.reset(valuesOf(saved)),
  });
  const domains = form.watch("domains") ?? "";
  return (
    <form {...formProps} className="flex flex-col gap-5">
      <TextField label="Name" required maxLength={100} autoComplete="off" {...field("name")} />
      <TextareaField
        label="Domains"
        required
        rows={Math.min(10, Math.max(3, splitList(domains).length + 1))}
        hint="One per line or comma separated, up to 50. *.example.org covers every subdomain but not example.org itself. Saving replaces the whole list."
        {...field("domains")}
      />
      <SaveBar pending={pending} />
    </form>
  );
}

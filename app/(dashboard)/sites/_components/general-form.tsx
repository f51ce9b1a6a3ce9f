"use client";

import { useState } from "react";

import { TextField } from "@/app/_components/text-field";
import type { SiteView } from "@/lib/sites/site-schemas";

import { splitList } from "../_lib/split-list";
import { SaveBar } from "./save-bar";
import { TextareaField } from "./textarea-field";
import { useSiteForm } from "./use-site-form";

/** The General form: the site's name and its domains (the list is replaced as a whole). */
export function GeneralForm({ site }: { site: SiteView }) {
  const [name, setName] = useState(site.name);
  const [domains, setDomains] = useState(site.domains.join("\n"));
  // After saving, show what the server stored (lower-case, without duplicates).
  const { formRef, pending, onSubmit, errorFor } = useSiteForm("General settings", (saved) => {
    setName(saved.name);
    setDomains(saved.domains.join("\n"));
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label="Name"
        name="name"
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errorFor("name")}
        autoComplete="off"
      />
      <TextareaField
        label="Domains"
        name="domains"
        required
        rows={Math.min(10, Math.max(3, splitList(domains).length + 1))}
        value={domains}
        onChange={(event) => setDomains(event.target.value)}
        hint="One per line or comma separated, up to 50. *.example.org covers every subdomain but not example.org itself. Saving replaces the whole list."
        error={errorFor("domains", "list")}
      />
      <SaveBar siteId={site.id} pending={pending} />
    </form>
  );
}

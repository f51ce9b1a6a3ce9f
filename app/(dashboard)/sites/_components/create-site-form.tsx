"use client";

import { Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";

import { keptDomains } from "../_lib/kept-domains";
import { createSiteForm } from "../_lib/site-form-schemas";
import { useActionForm } from "../../_components/use-action-form";
import { createSiteAction } from "../actions";
import { TextareaField } from "./textarea-field";

/** The new-site form: a name and domains; on success the site's own pages open. */
export function CreateSiteForm() {
  const router = useRouter();
  const { form, field, pending, refusal, formProps } = useActionForm({
    schema: createSiteForm,
    action: createSiteAction,
    defaultValues: { name: "", domains: "" },
    saved: (site) => `${site.name} created`,
    onSaved: (site) => router.push(`/sites/${site.id}`),
    refused: "Not created: check the highlighted fields.",
  });
  const willKeep = keptDomains(form.watch("domains") ?? "");
  return (
    <form {...formProps} className="flex flex-col gap-5">
      {/* A refusal that is not about one field (the plan's site limit) stays on the page in words. */}
      {refusal && !refusal.beside && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-muted p-3 text-sm text-danger">
          {refusal.message}{" "}
          {refusal.code === "plan_required" && (
            <Link href="/settings/plan" className="font-medium underline underline-offset-4">
              See the plan
            </Link>
          )}
        </p>
      )}
      <TextField
        label="Name"
        required
        maxLength={100}
        placeholder="e.g. My blog"
        autoComplete="off"
        {...field("name")}
      />
      <TextareaField
        label="Domains"
        required
        rows={4}
        placeholder={"blog.example.com\n*.example.org"}
        hint={
          willKeep
            ? `Will be saved as ${willKeep}.`
            : "One per line or comma separated; a pasted address keeps its host (localhost and 127.0.0.1 keep their port too). *.example.org covers every subdomain (list example.org too if you want it)."
        }
        {...field("domains")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          <Plus className="size-4" aria-hidden /> {pending ? "Creating…" : "Create site"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";

import { findFieldError } from "../_lib/find-field-error";
import { splitList } from "../_lib/split-list";
import { createSiteAction } from "../actions";
import { TextareaField } from "./textarea-field";

/** The new-site form: a name and domains; on success the site's own pages open. */
export function CreateSiteForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The domains as submitted, to name the refused one even after more typing.
  const [submittedDomains, setSubmittedDomains] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await createSiteAction(null, form);
      if (result.ok) {
        toast.success(`${result.data.name} created`);
        router.push(`/sites/${result.data.id}`);
        return;
      }
      setErrors(result.fieldErrors);
      setSubmittedDomains(splitList(String(form.get("domains") ?? "")));
      // A refusal that is not about one field (the plan's site limit) stays on the page in words.
      setRefusal(Object.keys(result.fieldErrors).length ? null : result.message);
      toast.error(
        Object.keys(result.fieldErrors).length ? "Not created: check the highlighted fields." : result.message,
      );
    });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      {refusal && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-muted p-3 text-sm text-danger">
          {refusal}
        </p>
      )}
      <TextField
        label="Name"
        name="name"
        required
        maxLength={100}
        placeholder="e.g. My blog"
        error={errors.name}
        autoComplete="off"
      />
      <TextareaField
        label="Domains"
        name="domains"
        required
        rows={4}
        placeholder={"blog.example.com\n*.example.org"}
        hint="One per line or comma separated. *.example.org covers every subdomain (list example.org too if you want it)."
        error={findFieldError(errors, "domains", submittedDomains)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          <Plus className="size-4" aria-hidden /> {pending ? "Creating…" : "Create site"}
        </Button>
      </div>
    </form>
  );
}

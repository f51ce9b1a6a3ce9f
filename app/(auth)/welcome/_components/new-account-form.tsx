"use client";

import { ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";
import { newAccountSchema } from "@/lib/onboarding/new-account-schema";

import { useActionForm } from "../../../(dashboard)/_components/use-action-form";
import { keptDomains } from "../../../(dashboard)/sites/_lib/kept-domains";
import { createAccountAction } from "../actions";

/** The account's name and the first site's name and domain; on success the site's installation page opens. */
export function NewAccountForm({ suggestedName }: { suggestedName: string }) {
  const router = useRouter();
  const { form, field, pending, refusal, formProps } = useActionForm({
    schema: newAccountSchema,
    action: createAccountAction,
    defaultValues: { account_name: suggestedName, site_name: "", domain: "" },
    onSaved: (created) => router.push(`/sites/${created.siteId}/installation?welcome=1`),
    refused: "Not created: check the highlighted fields.",
  });
  const willKeep = keptDomains(form.watch("domain") ?? "");
  return (
    <form {...formProps} className="flex flex-col gap-4">
      {refusal && !refusal.beside && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-muted p-3 text-sm text-danger">
          {refusal.message}
        </p>
      )}
      <TextField
        label="Account name"
        hint="Your team or company; invitations and the dashboard show it. You can rename it later."
        required
        maxLength={100}
        autoComplete="organization"
        {...field("account_name")}
      />
      <TextField
        label="Site name"
        required
        maxLength={100}
        placeholder="e.g. My blog"
        autoComplete="off"
        {...field("site_name")}
      />
      <TextField
        label="Domain"
        hint={
          willKeep
            ? `Will be saved as ${willKeep}.`
            : "Where your pages are: blog.example.com, or a pasted address. localhost and 127.0.0.1 work for a trial on your machine."
        }
        required
        placeholder="blog.example.com"
        autoComplete="url"
        inputMode="url"
        {...field("domain")}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Creating…" : "Create account and site"} <ArrowRight className="size-4" aria-hidden />
      </Button>
    </form>
  );
}

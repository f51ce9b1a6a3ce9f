"use client";

import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";

import type { SiteView } from "@/lib/sites/site-schemas";

import { findFieldError } from "../_lib/find-field-error";
import { splitList } from "../_lib/split-list";
import { saveSiteAction } from "../actions";

type Refusal = { errors: Record<string, string>; submitted: FormData | null };

/**
 * Submits one settings form of a site through saveSiteAction: a toast when saved or refused, the
 * server's words kept for the fields, and the first refused field focused. The form is submitted
 * by hand (not `<form action>`), so React does not reset what the person typed when it is refused.
 */
export function useSiteForm(what: string, onSaved?: (site: SiteView) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<Refusal>({ errors: {}, submitted: null });
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await saveSiteAction(null, form);
      if (result.ok) {
        setRefusal({ errors: {}, submitted: null });
        onSaved?.(result.data);
        toast.success(`${what} saved`);
      } else {
        setRefusal({ errors: result.fieldErrors, submitted: form });
        toast.error(
          Object.keys(result.fieldErrors).length ? "Not saved: check the highlighted fields." : result.message,
        );
      }
    });
  }
  /** The error of a field; for a list (`list`: lines or commas, `lines`: lines only) it names the refused entry as submitted. */
  function errorFor(name: string, list?: "list" | "lines"): string | undefined {
    const text = list ? refusal.submitted?.get(name) : null;
    const entries = typeof text === "string" ? splitList(text, { commas: list === "list" }) : undefined;
    return findFieldError(refusal.errors, name, entries);
  }
  return { formRef, pending, onSubmit, errorFor };
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { get, useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import type { ActionResult } from "@/lib/http/action-result";

import { fieldOfPath } from "../_lib/field-of-path";

type Options<V extends FieldValues, T> = {
  /** The action's own schema (the /v1 one, or a form schema derived from it): checked here first, and again on the server. */
  schema: z.ZodType<unknown, V>;
  /** The server action, a `memberAction`; it gets the form's values as they are. */
  action: (values: V) => Promise<ActionResult<T>>;
  defaultValues: DefaultValues<V>;
  /** The toast once the server took it (none when it answers null). */
  saved?: (data: T) => string | null;
  /** What to do with the server's answer, e.g. show what it stored with `form.reset`. */
  onSaved?: (data: T) => void;
  /** The toast when fields were refused. */
  refused?: string;
};

// An emptied number field is NaN (`valueAsNumber`): said in words rather than zod's "received NaN".
// Only zod's default words are replaced; a schema's own message stays.
const numberWords = (issue: { code?: string; expected?: string; input?: unknown }) =>
  issue.code === "invalid_type" && issue.expected === "number" && Number.isNaN(issue.input)
    ? "must be a number"
    : undefined;

/** A refusal from the server: its words, whether a field of the form shows them, and its code (plan_required links the plan). */
type Refusal = { message: string; beside: boolean; code: string };

/**
 * A react-hook-form form that a dashboard server action saves: the same zod schema before sending
 * and on the server, the server's field errors set beside their fields (the first one focused, as
 * react-hook-form does for its own), a toast when saved or refused, and the values kept as typed
 * when refused. Spread `formProps` on the <form>, and `field(name)` on a TextField or the like.
 */
export function useActionForm<V extends FieldValues, T>(options: Options<V, T>) {
  const { action, saved, onSaved, refused = "Not saved: check the highlighted fields." } = options;
  // raw: the action gets the values as typed and parses them itself, with the same schema.
  const form = useForm<V, unknown, V>({
    resolver: zodResolver(options.schema, { error: numberWords }, { raw: true }),
    defaultValues: options.defaultValues,
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [focusOn, setFocusOn] = useState<{ controls: HTMLInputElement[] } | null>(null);
  // After the errors are drawn (aria-invalid, the words beside): the first refused field in the page's order.
  useEffect(() => focusOn?.controls[0]?.focus(), [focusOn]);

  const onSubmit = form.handleSubmit(
    async (values, event) => {
      const element = event?.target instanceof HTMLFormElement ? event.target : null;
      setRefusal(null);
      const result = await action(values);
      if (result.ok) {
        onSaved?.(result.data);
        const words = saved?.(result.data);
        if (words) toast.success(words);
        return;
      }
      const names: string[] = [];
      for (const [path, message] of Object.entries(result.fieldErrors)) {
        const name = fieldOfPath(form.getValues(), path);
        // Only a field drawn in this form can show it; the rest is said in words.
        if (!name || names.includes(name) || !element?.elements.namedItem(name)) continue;
        form.setError(name as Path<V>, { type: "server", message });
        names.push(name);
      }
      setRefusal({ message: result.message, beside: names.length > 0, code: result.code });
      toast.error(names.length ? refused : result.message);
      const controls = Array.from(element?.elements ?? []) as HTMLInputElement[];
      // A radio group takes the focus on its chosen radio, where the arrow keys start.
      const targets = controls.filter(
        (c) => names.includes(c.name) && !c.disabled && (c.type !== "radio" || c.checked),
      );
      if (targets.length) setFocusOn({ controls: targets });
    },
    () => toast.error(refused),
  );

  /** A control's registration with its error, to spread on a TextField, TextareaField or SelectField. */
  function field(name: Path<V>, rules?: RegisterOptions<V, Path<V>>) {
    const error: { message?: string } | undefined = get(form.formState.errors, name);
    return { ...form.register(name, rules), error: error?.message };
  }

  return {
    form,
    field,
    refusal,
    pending: form.formState.isSubmitting,
    formProps: { onSubmit, noValidate: true },
  };
}

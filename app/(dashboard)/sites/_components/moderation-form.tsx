"use client";

import { useState } from "react";

import { TextField } from "@/app/_components/text-field";
import type { SiteView } from "@/lib/sites/site-schemas";

import { splitList } from "../_lib/split-list";
import { RadioGroupField } from "./radio-group-field";
import { SaveBar } from "./save-bar";
import { TextareaField } from "./textarea-field";
import { useSiteForm } from "./use-site-form";

const modes = [
  { value: "none", label: "Publish at once", description: "Only the rules below hold a comment back." },
  {
    value: "guests",
    label: "Hold guests' comments",
    description: "Signed-in readers and API comments publish at once.",
  },
  { value: "links", label: "Hold comments with links", description: "Any http://, https:// or www. address." },
  { value: "all", label: "Hold every comment", description: "Each new comment waits for a moderator." },
] as const;
const actions = [
  { value: "pending", label: "Hold for review", description: "It goes to the moderation queue." },
  { value: "spam", label: "Mark as spam", description: "It is not shown unless a moderator approves it." },
] as const;

/** The Moderation form: the mode, blocked terms and what they do, the link limit, the flag threshold and the edit window. */
export function ModerationForm({ site }: { site: SiteView }) {
  const [values, setValues] = useState({
    mode: site.moderation.mode as string,
    blocked_terms: site.moderation.blocked_terms.join("\n"),
    blocked_terms_action: site.moderation.blocked_terms_action as string,
    max_links: String(site.moderation.max_links),
    flag_threshold: String(site.moderation.flag_threshold),
    edit_window_minutes: String(site.embed.edit_window_minutes),
  });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const { formRef, pending, onSubmit, errorFor } = useSiteForm("Moderation settings", (saved) =>
    set("blocked_terms")(saved.moderation.blocked_terms.join("\n")),
  );
  const terms = splitList(values.blocked_terms, { commas: false }).length;
  return (
    <form ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
      <RadioGroupField
        legend="When do new comments wait?"
        name="moderation.mode"
        columns
        options={modes}
        value={values.mode}
        onChange={set("mode")}
        error={errorFor("moderation.mode")}
      />
      <TextareaField
        label="Blocked terms"
        name="moderation.blocked_terms"
        rows={5}
        value={values.blocked_terms}
        onChange={(event) => set("blocked_terms")(event.target.value)}
        placeholder={"casino\nfree money"}
        hint={`One word or phrase per line (${terms} of 500). Whole words, any case; a phrase matches with any spacing.`}
        error={errorFor("moderation.blocked_terms", "lines")}
      />
      <RadioGroupField
        legend="A comment with a blocked term"
        name="moderation.blocked_terms_action"
        columns
        options={actions}
        value={values.blocked_terms_action}
        onChange={set("blocked_terms_action")}
        error={errorFor("moderation.blocked_terms_action")}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
        <TextField
          label="Link limit"
          name="moderation.max_links"
          type="number"
          required
          min={0}
          max={100}
          step={1}
          value={values.max_links}
          onChange={(event) => set("max_links")(event.target.value)}
          error={errorFor("moderation.max_links")}
          hint="More links than this (0 to 100) and a comment waits, whatever the mode."
        />
        <TextField
          label="Flag threshold"
          name="moderation.flag_threshold"
          type="number"
          required
          min={1}
          max={1000}
          step={1}
          value={values.flag_threshold}
          onChange={(event) => set("flag_threshold")(event.target.value)}
          error={errorFor("moderation.flag_threshold")}
          hint="This many reader flags (1 to 1,000) send a published comment back to the queue."
        />
        <TextField
          label="Edit window (minutes)"
          name="embed.edit_window_minutes"
          type="number"
          required
          min={0}
          max={10080}
          step={1}
          value={values.edit_window_minutes}
          onChange={(event) => set("edit_window_minutes")(event.target.value)}
          error={errorFor("embed.edit_window_minutes")}
          hint="How long readers may edit or delete their own comment (0 to 10,080, a week)."
        />
      </div>
      <SaveBar siteId={site.id} pending={pending} />
    </form>
  );
}

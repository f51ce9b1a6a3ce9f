"use client";

import Link from "next/link";

import { asNumber, NumberField } from "@/app/_components/number-field";
import type { SiteView } from "@/lib/sites/site-schemas";

import { siteSettingsForm } from "../_lib/site-form-schemas";
import { splitList } from "../_lib/split-list";
import { useActionForm } from "../../_components/use-action-form";
import { saveSiteAction } from "../actions";
import { CheckboxField } from "./checkbox-field";
import { RadioGroupField } from "./radio-group-field";
import { SaveBar } from "./save-bar";
import { TextareaField } from "./textarea-field";

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

const spamFilters = [
  { value: "off", label: "Off", description: "No scores: comments are not checked for spam." },
  { value: "score", label: "Score only", description: "Score each comment and show the score; decide nothing." },
  { value: "hold", label: "Hold likely spam", description: "Likely spam waits for a moderator (the default)." },
  {
    value: "block",
    label: "Block likely spam",
    description: "Likely spam goes straight to Spam; borderline comments wait.",
  },
] as const;

const valuesOf = (site: SiteView) => ({
  site_id: site.id,
  moderation: { ...site.moderation, blocked_terms: site.moderation.blocked_terms.join("\n") },
  embed: { edit_window_minutes: site.embed.edit_window_minutes },
});

/**
 * The Moderation form: the mode, the spam filter and first comments, blocked terms and what they do,
 * the link limit, the flag threshold and the edit window.
 */
export function ModerationForm({ site }: { site: SiteView }) {
  const { form, field, pending, formProps } = useActionForm({
    schema: siteSettingsForm,
    action: saveSiteAction,
    defaultValues: valuesOf(site),
    saved: () => "Moderation settings saved",
    onSaved: (saved) => form.reset(valuesOf(saved)),
  });
  const terms = splitList(form.watch("moderation.blocked_terms") ?? "", { commas: false }).length;
  return (
    <form {...formProps} className="flex flex-col gap-5">
      <RadioGroupField
        legend="When do new comments wait?"
        control={form.control}
        name="moderation.mode"
        columns
        options={modes}
      />
      <RadioGroupField
        legend="Spam filter"
        control={form.control}
        name="moderation.spam_filter"
        columns
        options={spamFilters}
        hint={
          <Link href="/docs/spam" className="font-medium text-primary underline underline-offset-2">
            How the spam filter works
          </Link>
        }
      />
      <CheckboxField
        control={form.control}
        name="moderation.hold_first_comments"
        label="Hold new commenters until one of their comments is approved"
        description="A guest's or reader's comments wait for a moderator until you approve one of theirs, whatever the mode."
      />
      <TextareaField
        label="Blocked terms"
        rows={5}
        placeholder={"casino\nfree money"}
        hint={`One word or phrase per line (${terms} of 500). Whole words, any case; a phrase matches with any spacing.`}
        {...field("moderation.blocked_terms")}
      />
      <RadioGroupField
        legend="A comment with a blocked term"
        control={form.control}
        name="moderation.blocked_terms_action"
        columns
        options={actions}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
        <NumberField
          label="Link limit"
          min={0}
          max={100}
          hint="More links than this (0 to 100) and a comment waits, whatever the mode."
          {...field("moderation.max_links", asNumber)}
        />
        <NumberField
          label="Flag threshold"
          min={1}
          max={1000}
          hint="This many reader flags (1 to 1,000) send a published comment back to the queue."
          {...field("moderation.flag_threshold", asNumber)}
        />
        <NumberField
          label="Edit window (minutes)"
          min={0}
          max={10080}
          hint="How long readers may edit or delete their own comment (0 to 10,080, a week)."
          {...field("embed.edit_window_minutes", asNumber)}
        />
      </div>
      <SaveBar pending={pending} />
    </form>
  );
}

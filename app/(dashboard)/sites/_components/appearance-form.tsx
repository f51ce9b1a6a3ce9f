"use client";

import { asNumber, NumberField } from "@/app/_components/number-field";
import { TextField } from "@/app/_components/text-field";
import { WidgetPreview } from "@/app/_components/widget-preview";
import type { SiteView } from "@/lib/sites/site-schemas";
import { fontChoices, reactionNames } from "@/lib/sites/site-settings-schemas";

import { siteSettingsForm } from "../_lib/site-form-schemas";
import { Card } from "../../_components/card";
import { useActionForm } from "../../_components/use-action-form";
import { saveSiteAction } from "../actions";
import { CheckboxField } from "./checkbox-field";
import { CheckboxGroupField } from "./checkbox-group-field";
import { ColorField } from "./color-field";
import { RadioGroupField } from "./radio-group-field";
import { SaveBar } from "./save-bar";
import { SelectField } from "./select-field";

const schemes = [
  { value: "auto", label: "Auto", description: "Follows each reader's system setting" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
] as const;
const fontLabels: Record<(typeof fontChoices)[number], string> = {
  system: "System (the reader's interface font)",
  "sans-serif": "Sans-serif",
  serif: "Serif",
  monospace: "Monospace",
  rounded: "Rounded",
  humanist: "Humanist",
};
const sorts = [
  { value: "top", label: "Top (most upvoted first)" },
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
] as const;
const hex = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
// A number being typed may be empty (NaN) for a moment: the preview keeps the saved one meanwhile.
const within = (value: number | undefined, fallback: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? (value as number) : fallback));

/** Appearance: the widget's theme and display settings, with a preview that follows every change before saving. */
export function AppearanceForm({ site }: { site: SiteView }) {
  const { default_sort, comments_per_page, max_reply_depth, reactions, upvotes } = site.embed;
  const { form, field, pending, formProps } = useActionForm({
    schema: siteSettingsForm,
    action: saveSiteAction,
    defaultValues: {
      site_id: site.id,
      theme: site.theme,
      embed: { default_sort, comments_per_page, max_reply_depth, reactions, upvotes },
    },
    saved: () => "Appearance saved",
  });
  const { control } = form;
  const theme = { ...site.theme, ...form.watch("theme") };
  const embed = form.watch("embed");
  // The preview shows the last valid value of each field while one is being typed.
  const previewTheme = {
    ...theme,
    accent_color: hex.test(theme.accent_color) ? theme.accent_color : site.theme.accent_color,
    corner_radius: within(theme.corner_radius, site.theme.corner_radius, 0, 24),
  };
  const previewEmbed = {
    ...site.embed,
    default_sort: embed?.default_sort ?? default_sort,
    comments_per_page: within(embed?.comments_per_page, comments_per_page, 1, 100),
    max_reply_depth: within(embed?.max_reply_depth, max_reply_depth, 0, 20),
    reactions: reactionNames.filter((name) => (embed?.reactions ?? reactions).includes(name)),
    upvotes: embed?.upvotes ?? upvotes,
  };
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Card
        title="Appearance"
        description="How the comments look on your pages. The preview changes as you edit; readers see it once saved."
      >
        <form {...formProps} className="flex flex-col gap-5">
          <RadioGroupField legend="Colour scheme" control={control} name="theme.color_scheme" options={schemes} />
          <ColorField
            label="Accent colour"
            control={control}
            name="theme.accent_color"
            hint="Hex, e.g. #2563eb. Buttons and avatars use it; their text turns white or black to stay readable."
          />
          <SelectField
            label="Font"
            options={fontChoices.map((value) => ({ value, label: fontLabels[value] }))}
            hint="Fonts already on the reader's device; nothing is downloaded."
            {...field("theme.font")}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <NumberField
              label="Corner radius (px)"
              min={0}
              max={24}
              hint="0 to 24"
              {...field("theme.corner_radius", asNumber)}
            />
            <TextField
              label="Language"
              required
              maxLength={6}
              hint="A tag such as en or pt-BR"
              {...field("theme.locale", { setValueAs: (value: string) => value.trim() })}
            />
          </div>
          <RadioGroupField
            legend="Density"
            control={control}
            name="theme.density"
            columns
            options={[
              { value: "comfortable", label: "Comfortable" },
              { value: "compact", label: "Compact" },
            ]}
          />
          <SelectField label="Default sort" options={sorts} {...field("embed.default_sort")} />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <NumberField
              label="Comments per page"
              min={1}
              max={100}
              hint="1 to 100"
              {...field("embed.comments_per_page", asNumber)}
            />
            <NumberField
              label="Reply depth"
              min={0}
              max={20}
              hint="0 to 20 levels of indent; deeper replies show flat"
              {...field("embed.max_reply_depth", asNumber)}
            />
          </div>
          <CheckboxGroupField
            legend="Reactions"
            control={control}
            name="embed.reactions"
            options={reactionNames.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))}
          />
          <CheckboxField
            label="Upvotes"
            control={control}
            name="embed.upvotes"
            description="Readers can upvote comments; Top sorts by them."
          />
          <SaveBar pending={pending} />
        </form>
      </Card>
      <section aria-labelledby="preview-title" className="lg:sticky lg:top-6">
        <h2 id="preview-title" className="mb-1 text-base font-semibold text-foreground">
          Preview
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          The widget itself, drawn with these settings over sample comments, before you save.
        </p>
        <WidgetPreview siteId={site.id} theme={previewTheme} embed={previewEmbed} />
      </section>
    </div>
  );
}

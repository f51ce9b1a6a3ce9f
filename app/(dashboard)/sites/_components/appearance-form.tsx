"use client";

import { useState } from "react";

import { TextField } from "@/app/_components/text-field";
import { WidgetPreview } from "@/app/_components/widget-preview";
import type { SiteView } from "@/lib/sites/site-schemas";
import { fontChoices, reactionNames } from "@/lib/sites/site-settings-schemas";

import { Card } from "../../_components/card";
import { CheckboxField } from "./checkbox-field";
import { CheckboxGroupField } from "./checkbox-group-field";
import { ColorField } from "./color-field";
import { RadioGroupField } from "./radio-group-field";
import { SaveBar } from "./save-bar";
import { SelectField } from "./select-field";
import { useSiteForm } from "./use-site-form";

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
const asNumber = (text: string, fallback: number) =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : fallback;

/** Appearance: the widget's theme and display settings, with a preview that follows every change before saving. */
export function AppearanceForm({ site }: { site: SiteView }) {
  const [theme, setTheme] = useState({ ...site.theme, corner_radius: String(site.theme.corner_radius) });
  const [embed, setEmbed] = useState({
    default_sort: site.embed.default_sort,
    comments_per_page: String(site.embed.comments_per_page),
    max_reply_depth: String(site.embed.max_reply_depth),
    reactions: site.embed.reactions as string[],
    upvotes: site.embed.upvotes,
  });
  const { formRef, pending, onSubmit, errorFor } = useSiteForm("Appearance");
  const setThemeField = (field: keyof typeof theme) => (value: string) => setTheme((t) => ({ ...t, [field]: value }));
  // The preview shows the last valid value of each field while one is being typed.
  const previewTheme = {
    ...theme,
    accent_color: hex.test(theme.accent_color) ? theme.accent_color : site.theme.accent_color,
    corner_radius: Math.min(24, Math.max(0, asNumber(theme.corner_radius, site.theme.corner_radius))),
  };
  const previewEmbed = {
    ...site.embed,
    default_sort: embed.default_sort,
    comments_per_page: Math.min(100, Math.max(1, asNumber(embed.comments_per_page, site.embed.comments_per_page))),
    max_reply_depth: Math.min(20, Math.max(0, asNumber(embed.max_reply_depth, site.embed.max_reply_depth))),
    reactions: reactionNames.filter((name) => embed.reactions.includes(name)),
    upvotes: embed.upvotes,
  };
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Card
        title="Appearance"
        description="How the comments look on your pages. The preview changes as you edit; readers see it once saved."
      >
        <form ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
          <RadioGroupField
            legend="Colour scheme"
            name="theme.color_scheme"
            options={schemes}
            value={theme.color_scheme}
            onChange={setThemeField("color_scheme")}
            error={errorFor("theme.color_scheme")}
          />
          <ColorField
            label="Accent colour"
            name="theme.accent_color"
            value={theme.accent_color}
            onChange={setThemeField("accent_color")}
            error={errorFor("theme.accent_color")}
            hint="Hex, e.g. #2563eb. Buttons and avatars use it; their text turns white or black to stay readable."
          />
          <SelectField
            label="Font"
            name="theme.font"
            value={theme.font}
            onChange={(event) => setThemeField("font")(event.target.value)}
            options={fontChoices.map((value) => ({ value, label: fontLabels[value] }))}
            error={errorFor("theme.font")}
            hint="Fonts already on the reader's device; nothing is downloaded."
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              label="Corner radius (px)"
              name="theme.corner_radius"
              type="number"
              required
              min={0}
              max={24}
              step={1}
              value={theme.corner_radius}
              onChange={(event) => setThemeField("corner_radius")(event.target.value)}
              error={errorFor("theme.corner_radius")}
              hint="0 to 24"
            />
            <TextField
              label="Language"
              name="theme.locale"
              required
              maxLength={6}
              value={theme.locale}
              onChange={(event) => setThemeField("locale")(event.target.value.trim())}
              error={errorFor("theme.locale")}
              hint="A tag such as en or pt-BR"
            />
          </div>
          <RadioGroupField
            legend="Density"
            name="theme.density"
            columns
            options={[
              { value: "comfortable", label: "Comfortable" },
              { value: "compact", label: "Compact" },
            ]}
            value={theme.density}
            onChange={setThemeField("density")}
            error={errorFor("theme.density")}
          />
          <SelectField
            label="Default sort"
            name="embed.default_sort"
            value={embed.default_sort}
            onChange={(event) => setEmbed((e) => ({ ...e, default_sort: event.target.value as typeof e.default_sort }))}
            options={sorts}
            error={errorFor("embed.default_sort")}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              label="Comments per page"
              name="embed.comments_per_page"
              type="number"
              required
              min={1}
              max={100}
              step={1}
              value={embed.comments_per_page}
              onChange={(event) => setEmbed((e) => ({ ...e, comments_per_page: event.target.value }))}
              error={errorFor("embed.comments_per_page")}
              hint="1 to 100"
            />
            <TextField
              label="Reply depth"
              name="embed.max_reply_depth"
              type="number"
              required
              min={0}
              max={20}
              step={1}
              value={embed.max_reply_depth}
              onChange={(event) => setEmbed((e) => ({ ...e, max_reply_depth: event.target.value }))}
              error={errorFor("embed.max_reply_depth")}
              hint="0 to 20 levels of indent; deeper replies show flat"
            />
          </div>
          <CheckboxGroupField
            legend="Reactions"
            name="embed.reactions"
            options={reactionNames.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))}
            values={embed.reactions}
            onChange={(reactions) => setEmbed((e) => ({ ...e, reactions }))}
            error={errorFor("embed.reactions")}
          />
          <CheckboxField
            label="Upvotes"
            name="embed.upvotes"
            checked={embed.upvotes}
            onChange={(upvotes) => setEmbed((e) => ({ ...e, upvotes }))}
            description="Readers can upvote comments; Top sorts by them."
          />
          <SaveBar siteId={site.id} pending={pending} />
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

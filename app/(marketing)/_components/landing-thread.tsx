"use client";

import { WidgetPreview } from "@/app/_components/widget-preview";
import { defaultEmbed, defaultTheme } from "@/lib/sites/site-settings";

// The landing page's example: the real widget with a new site's settings, over the sample comments.
const theme = { ...defaultTheme, accent_color: "#4f46e5" };
const embed = { ...defaultEmbed, sign_in_modes: ["guest" as const, "magic_link" as const] };

/** The comments widget as a reader meets it, beside the hero (nothing is sent from it). */
export function LandingThread() {
  return (
    <figure aria-label="Example comment thread" className="min-w-0 rounded-lg bg-card shadow-sm">
      <WidgetPreview siteId="site_example" theme={theme} embed={embed} />
    </figure>
  );
}

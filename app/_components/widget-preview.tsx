"use client";

import { useEffect, useRef } from "react";

import { buildWidgetConfig } from "@/lib/sites/build-widget-config";
import type { Embed, Theme } from "@/lib/sites/site-settings-schemas";

import { sampleComments } from "./sample-comments";
import { usePrefersDark } from "./use-prefers-dark";

type PreviewWindow = Window & {
  threadlinePreview?: (host: HTMLElement, config: unknown, comments: unknown) => Promise<void>;
};

/** Loads /widget-preview.js (the widget bundle with a sample-data source) once per page. */
function loadPreviewScript() {
  if (document.querySelector("script[data-threadline-preview]")) return;
  const script = document.createElement("script");
  script.src = "/widget-preview.js";
  script.async = true;
  script.dataset.threadlinePreview = "";
  document.head.append(script);
}

/**
 * The real comments widget drawn with the settings being edited, over sample comments: what
 * readers will see once the settings are saved. Nothing is sent to the API from it.
 */
export function WidgetPreview({ siteId, theme, embed }: { siteId: string; theme: Theme; embed: Embed }) {
  const host = useRef<HTMLDivElement>(null);
  const systemDark = usePrefersDark();
  const dark = theme.color_scheme === "dark" || (theme.color_scheme === "auto" && systemDark);
  // SSO needs the site's own page to sign anyone in: the preview shows the other modes.
  const config = JSON.stringify(
    buildWidgetConfig(
      siteId,
      theme,
      embed,
      embed.sign_in_modes.filter((mode) => mode !== "sso"),
    ),
  );
  useEffect(() => {
    const preview = window as PreviewWindow;
    const draw = () => {
      if (host.current)
        void preview.threadlinePreview?.(host.current, JSON.parse(config), sampleComments(embed.default_sort));
    };
    if (preview.threadlinePreview) return draw();
    window.addEventListener("threadline-preview-ready", draw, { once: true });
    loadPreviewScript();
    return () => window.removeEventListener("threadline-preview-ready", draw);
  }, [config, embed.default_sort]);
  return (
    <div
      ref={host}
      data-testid="widget-preview"
      data-scheme={dark ? "dark" : "light"}
      className="min-h-96 rounded-lg border border-border"
    />
  );
}

// The dashboard's Appearance preview (served as /widget-preview.js): the real widget, drawn with
// settings not yet saved over sample comments, with no request to the API.
import { createPreviewApi } from "./create-preview-api";
import { mountWidget } from "./mount-widget";
import type { WidgetComment, WidgetConfig } from "./widget-types";

// Chunk file names with their content hashes, written in by the build (scripts/widget/build-widget.ts).
declare const __THREADLINE_CHUNKS__: Record<string, string>;

declare global {
  interface Window {
    threadlinePreview?: (host: HTMLElement, config: WidgetConfig, comments: WidgetComment[]) => Promise<void>;
  }
}

window.threadlinePreview = (host, config, comments) =>
  mountWidget(host, {
    origin: location.origin,
    siteId: config.site_id,
    threadUrl: `${location.origin}/preview`,
    pageUrl: location.href,
    identityToken: null,
    lang: config.theme.locale,
    scheme: null,
    call: createPreviewApi(config, comments),
    load: (chunk: string) =>
      import(/* webpackIgnore: true */ new URL(__THREADLINE_CHUNKS__[chunk] ?? "", location.origin).href),
  });
window.dispatchEvent(new Event("threadline-preview-ready"));

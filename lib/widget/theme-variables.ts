import type { WidgetConfig } from "./widget-types";

const fonts: Record<string, string> = {
  system: "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  "sans-serif": "'Helvetica Neue',Arial,sans-serif",
  serif: "Charter,'Bitstream Charter','Sitka Text',Cambria,Georgia,serif",
  monospace: "ui-monospace,'Cascadia Code','Source Code Pro',Menlo,Consolas,monospace",
  rounded: "ui-rounded,'Hiragino Maru Gothic ProN',Quicksand,Comfortaa,Manjari,'Arial Rounded MT',Calibri,sans-serif",
  humanist: "Seravek,'Gill Sans Nova',Ubuntu,Calibri,'DejaVu Sans',source-sans-pro,sans-serif",
};

/** Black or white, whichever reads better on the accent colour (WCAG relative luminance). */
function readableOn(hex: string): string {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r = 0, g = 0, b = 0] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? "#111" : "#fff";
}

/**
 * The site's theme as CSS custom properties on the widget's root. Every value comes from a closed list
 * or is re-checked here, so no setting can carry CSS of its own into the host page.
 */
export function themeVariables(theme: WidgetConfig["theme"]): Record<string, string> {
  const accent = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(theme.accent_color) ? theme.accent_color : "#2563eb";
  const radius = Math.min(24, Math.max(0, Math.round(Number(theme.corner_radius) || 0)));
  return {
    "--tl-accent": accent,
    "--tl-on-accent": readableOn(accent),
    "--tl-radius": `${radius}px`,
    "--tl-font": fonts[theme.font] ?? fonts.system!,
    "--tl-gap": theme.density === "compact" ? "8px" : "14px",
  };
}

import type { CSSProperties } from "react";
import type { Theme } from "@/lib/sites/site-settings-schemas";

// The font stacks a theme's `font` names: local fonts only, nothing downloaded. The widget bundle
// (a later issue) is to map the same names to the same stacks.
const fontStacks: Record<Theme["font"], string> = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  "sans-serif": "'Helvetica Neue', Helvetica, Arial, sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, serif",
  monospace: "ui-monospace, 'Cascadia Code', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, sans-serif",
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
};

const palettes = {
  light: { bg: "#ffffff", fg: "#18181b", muted: "#52525b", border: "#e4e4e7", surface: "#f4f4f5" },
  dark: { bg: "#18181b", fg: "#f4f4f5", muted: "#a1a1aa", border: "#3f3f46", surface: "#27272a" },
};

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const c = Number.parseInt(pair, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The preview's CSS custom properties for a theme in light or dark: the accent, with white or
 * near-black text on it, whichever reads better; the scheme's colours; font, corner radius and the
 * density's spacing. `accent` must already be a valid hex colour.
 */
export function previewStyle(theme: Theme, dark: boolean): CSSProperties {
  const palette = palettes[dark ? "dark" : "light"];
  const accentLight = luminance(theme.accent_color);
  // Contrast with white is 1.05 / (L + 0.05); with #18181b (L ≈ 0.0097) it is (L + 0.05) / 0.0597.
  const onAccent = 1.05 / (accentLight + 0.05) >= (accentLight + 0.05) / 0.0597 ? "#ffffff" : "#18181b";
  const compact = theme.density === "compact";
  return {
    "--tl-accent": theme.accent_color,
    "--tl-on-accent": onAccent,
    "--tl-bg": palette.bg,
    "--tl-fg": palette.fg,
    "--tl-muted": palette.muted,
    "--tl-border": palette.border,
    "--tl-surface": palette.surface,
    "--tl-radius": `${theme.corner_radius}px`,
    "--tl-font": fontStacks[theme.font],
    "--tl-gap": compact ? "0.5rem" : "1rem",
    "--tl-pad": compact ? "0.5rem" : "0.875rem",
    "--tl-size": compact ? "0.8125rem" : "0.9375rem",
  } as CSSProperties;
}

import { h } from "./create-element";
import { themeVariables } from "./theme-variables";
import { widgetStyles } from "./widget-styles";
import type { WidgetConfig } from "./widget-types";

/** The widget's shadow root with its styles and a loading skeleton; answers the root element the widget draws into. */
export function renderWidgetShell(host: HTMLElement): HTMLElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(widgetStyles);
  shadow.adoptedStyleSheets = [sheet];
  const root = h(
    "div",
    { class: "w auto", "aria-busy": "true" },
    h("div", { class: "sk" }),
    h("div", { class: "sk" }),
    h("div", { class: "sk" }),
  );
  shadow.replaceChildren(root);
  return root;
}

/** The site's look on the root: its colour scheme (the script tag's `data-scheme` first), language and theme variables. */
export function applyWidgetLook(
  root: HTMLElement,
  theme: WidgetConfig["theme"],
  lang: string,
  scheme?: string | null,
): void {
  const chosen = scheme && ["light", "dark", "auto"].includes(scheme) ? scheme : theme.color_scheme;
  root.className = `w ${chosen}`;
  root.lang = lang;
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}

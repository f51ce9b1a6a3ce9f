type Attributes = Record<string, string | number | boolean | EventListener | null | undefined>;
type Child = Node | string | false | null | undefined;

/**
 * Builds an element: attributes are set as attributes (or listeners for `on…`), children appended as
 * nodes, strings always as text. The widget builds no markup from strings, so nothing a reader types
 * can become HTML on the host page.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes?: Attributes | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const name in attributes) {
    const value = attributes[name];
    if (value == null || value === false) continue;
    if (typeof value === "function") element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) if (child != null && child !== false) element.append(child);
  return element;
}

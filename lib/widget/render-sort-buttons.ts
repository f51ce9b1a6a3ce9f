import { h } from "./create-element";
import type { Strings } from "./strings/en";
import type { SortOrder } from "./widget-types";

const sorts: SortOrder[] = ["top", "newest", "oldest"];

/** The sort orders as toggle buttons, the current one pressed; `choose` gets a different one. */
export function renderSortButtons(current: SortOrder, t: Strings, choose: (order: SortOrder) => void): HTMLElement[] {
  return sorts.map((order) =>
    h(
      "button",
      { type: "button", "aria-pressed": String(order === current), onclick: () => order !== current && choose(order) },
      t[`sort_${order}`],
    ),
  );
}

import { h } from "./create-element";

/** A failure said in words, with a button that tries again. */
export function renderRetryAlert(text: string, retryLabel: string, retry: () => void): HTMLElement {
  return h(
    "p",
    { class: "state", role: "alert" },
    text,
    " ",
    h("button", { class: "lnk", type: "button", onclick: retry }, retryLabel),
  );
}

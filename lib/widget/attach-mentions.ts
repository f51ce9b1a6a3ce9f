// The @mention autocomplete (a chunk loaded when a reader first types "@" in a composer): offers the
// names of the thread's participants shown on the page, never an address. While the list is open the
// textarea is an ARIA combobox (role, aria-expanded, aria-controls, aria-activedescendant), as
// GitHub's text-expander does; closed, it is a plain textbox again.
import { h } from "./create-element";
import { findMention, matchNames, participantNames } from "./find-mention";
import type { WidgetContext } from "./widget-context";

let lists = 0;
const comboboxAttributes = ["role", "aria-expanded", "aria-controls", "aria-autocomplete", "aria-activedescendant"];

/** Offers the participants' names while the reader types `@…` in `text`; picking one inserts `@Name `. */
export function attachMentions(ctx: WidgetContext, text: HTMLTextAreaElement): void {
  const { t, lang } = ctx;
  const id = `tlm${++lists}`;
  const list = h("ul", { class: "mn", id, role: "listbox", "aria-label": t.mentions, hidden: true });
  text.after(list);
  let names: string[] = [];
  let active = 0;
  let start = -1;
  // The `@` whose list the reader closed with Escape: it stays closed until another `@` is typed.
  let dismissed = -1;

  function close() {
    if (list.hidden) return;
    list.hidden = true;
    names = [];
    for (const name of comboboxAttributes) text.removeAttribute(name);
  }
  function mark() {
    list.querySelectorAll("li").forEach((item, index) => item.setAttribute("aria-selected", String(index === active)));
    text.setAttribute("aria-activedescendant", `${id}-${active}`);
    list.children[active]?.scrollIntoView({ block: "nearest" });
  }
  function open(found: string[]) {
    const changed = found.join("\n") !== names.join("\n");
    names = found;
    if (!changed && !list.hidden) return;
    active = 0;
    list.replaceChildren(
      ...names.map((name, index) =>
        h(
          "li",
          {
            id: `${id}-${index}`,
            role: "option",
            // The textarea keeps the focus (and the caret) while a name is clicked.
            onmousedown: (event: Event) => event.preventDefault(),
            onclick: () => pick(index),
          },
          h("span", { class: "av", "aria-hidden": "true" }, ([...name][0] ?? "?").toUpperCase()),
          name,
        ),
      ),
    );
    list.hidden = false;
    text.setAttribute("role", "combobox");
    text.setAttribute("aria-autocomplete", "list");
    text.setAttribute("aria-controls", id);
    text.setAttribute("aria-expanded", "true");
    mark();
    const count = (
      new Intl.PluralRules(lang).select(names.length) === "one" ? t.suggestions_one : t.suggestions_other
    ).replace("{n}", names.length.toLocaleString(lang));
    ctx.announce(count);
  }
  function update() {
    const found = text.selectionStart === text.selectionEnd ? findMention(text.value, text.selectionStart) : null;
    if (!found) dismissed = -1;
    if (!found || found.start === dismissed) return close();
    start = found.start;
    const reader = ctx.session()?.reader;
    const own = reader ? { id: reader.id, name: reader.name } : { name: ctx.storage.read().name };
    const matches = matchNames(
      participantNames(
        [...ctx.handles.values()].map((handle) => handle.comment),
        own,
      ),
      found.query,
    );
    if (!matches.length) return close();
    open(matches);
  }
  function pick(index: number) {
    const name = names[index];
    if (!name) return;
    text.setRangeText(`@${name} `, start, text.selectionStart, "end");
    close();
    text.focus();
  }

  text.addEventListener("input", update);
  text.addEventListener("click", update);
  text.addEventListener("blur", close);
  text.addEventListener("keyup", (event) => {
    if (["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) update();
  });
  text.addEventListener("keydown", (event) => {
    if (list.hidden || event.ctrlKey || event.metaKey || event.altKey) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      active = (active + move + names.length) % names.length;
      mark();
    } else if (event.key === "Enter" || (event.key === "Tab" && !event.shiftKey)) pick(active);
    else if (event.key === "Escape") {
      dismissed = start;
      close();
      // Escape closes the list only, not what holds the composer.
      event.stopPropagation();
    } else return;
    event.preventDefault();
  });
  if (text.matches(":focus")) update();
}

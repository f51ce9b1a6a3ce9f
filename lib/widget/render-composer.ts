import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, WidgetComment } from "./widget-types";

type ComposerOptions = {
  parent?: WidgetComment;
  editing?: WidgetComment;
  /** `note`: what the author should do next (confirm the address given for reply mail). */
  onDone: (comment: WidgetComment, note?: string) => void;
  onCancel?: () => void;
};

const maxContent = 10_000;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Mentions = { attachMentions: (ctx: WidgetContext, text: HTMLTextAreaElement) => void };
let composers = 0;
// How long the page has had the widget when a comment is sent: people take longer than scripts (docs/spam.md).
const loadedAt = Date.now();

/** The form that writes a comment, a reply or an edit, with a preview rendered by the server. */
export function renderComposer(ctx: WidgetContext, options: ComposerOptions): HTMLFormElement {
  const { t, config } = ctx;
  const id = `tl${++composers}`;
  const asGuest = !ctx.session() && !options.editing;
  const nameError = h("p", { class: "err", id: `${id}n`, role: "alert" });
  const name = asGuest
    ? h("input", {
        name: "name",
        autocomplete: "nickname",
        maxlength: 80,
        required: config.guest_name_required,
        "aria-describedby": `${id}n`,
      })
    : null;
  if (name) name.value = ctx.storage.read().name ?? "";
  // A guest may leave an address for reply mail; the server mails it nothing but one confirmation first.
  const mailError = h("p", { class: "err", id: `${id}m`, role: "alert" });
  const mail =
    asGuest && config.reader_notifications
      ? h("input", {
          type: "email",
          name: "notify_email",
          autocomplete: "email",
          maxlength: 254,
          "aria-describedby": `${id}h ${id}m`,
        })
      : null;
  if (mail) mail.value = ctx.storage.read().email ?? "";
  const done = h("p", { class: "ok", role: "status" });
  const error = h("p", { class: "err", id: `${id}e`, role: "alert" });
  // The spam filter's honeypot: off-screen and out of the tab order, so only form-filling scripts fill it.
  const honeypot = h("input", { name: "website", tabindex: -1, autocomplete: "off" });
  const trap = h("div", { class: "hp", "aria-hidden": "true" }, h("label", null, "Website", honeypot));
  const label = options.editing ? t.your_comment : options.parent ? t.reply : t.your_comment;
  const text = h("textarea", {
    name: "content",
    maxlength: maxContent,
    required: true,
    "aria-label": label,
    "aria-describedby": `${id}e`,
    placeholder: options.parent ? t.reply_placeholder : t.placeholder,
  });
  if (options.editing) text.value = options.editing.content;
  const preview = h("div", { class: "pv body", hidden: true, "aria-live": "polite" });
  const writeTab = h("button", { type: "button", "aria-pressed": "true", onclick: () => showPreview(false) }, t.write);
  const previewTab = h(
    "button",
    { type: "button", "aria-pressed": "false", onclick: () => showPreview(true) },
    t.preview,
  );
  const submit = h(
    "button",
    { class: "btn", type: "submit" },
    options.editing ? t.save : options.parent ? t.post_reply : t.post,
  );
  const cancel =
    options.onCancel && h("button", { class: "btn q", type: "button", onclick: options.onCancel }, t.cancel);

  async function showPreview(on: boolean) {
    writeTab.setAttribute("aria-pressed", String(!on));
    previewTab.setAttribute("aria-pressed", String(on));
    text.hidden = on;
    preview.hidden = !on;
    if (!on) return text.focus();
    const content = text.value.trim();
    if (!content) return preview.replaceChildren(h("p", { class: "note" }, t.nothing_to_preview));
    preview.replaceChildren(h("p", { class: "note" }, "…"));
    try {
      const answer = await ctx.call<{ content_html: string }>("POST", "/comments/preview", {
        site_id: config.site_id,
        content,
      });
      // Sanitized by the server (the same renderer as stored comments); never built here from the text.
      preview.innerHTML = answer.content_html;
    } catch (problem) {
      preview.replaceChildren(h("p", { class: "err" }, describeProblem(problem as ApiProblem, t, ctx.lang)));
    }
  }

  function fail(message: string, field?: HTMLInputElement | HTMLTextAreaElement | null) {
    (field === name ? nameError : field === mail ? mailError : error).textContent = message;
    field?.setAttribute("aria-invalid", "true");
    field?.focus();
  }

  async function send(event: Event) {
    event.preventDefault();
    error.textContent = nameError.textContent = mailError.textContent = done.textContent = "";
    text.removeAttribute("aria-invalid");
    name?.removeAttribute("aria-invalid");
    mail?.removeAttribute("aria-invalid");
    const content = text.value.trim();
    if (!content) return fail(t.err_empty, text);
    if (content.length > maxContent) return fail(t.err_too_long, text);
    const authorName = name?.value.trim();
    if (name && config.guest_name_required && !authorName) return fail(t.err_name, name);
    const notifyEmail = mail?.value.trim();
    if (mail && notifyEmail && !emailPattern.test(notifyEmail)) return fail(t.err_email, mail);
    submit.disabled = true;
    submit.textContent = t.posting;
    try {
      const comment = options.editing
        ? await ctx.call<WidgetComment>("PATCH", `/comments/${options.editing.id}`, { content })
        : await ctx.call<WidgetComment>("POST", "/comments", {
            site_id: config.site_id,
            thread_url: ctx.threadUrl,
            content,
            ...(options.parent ? { parent_id: options.parent.id } : {}),
            ...(authorName ? { author_name: authorName } : {}),
            ...(notifyEmail ? { notify_email: notifyEmail } : {}),
            form: { honeypot: honeypot.value, open_ms: Date.now() - loadedAt },
          });
      if (authorName) ctx.storage.update((memory) => (memory.name = authorName));
      if (mail) ctx.storage.update((memory) => (notifyEmail ? (memory.email = notifyEmail) : delete memory.email));
      text.value = "";
      if (!preview.hidden) void showPreview(false);
      const note = notifyEmail ? t.notify_check : undefined;
      done.textContent = note ?? "";
      options.onDone(comment, note);
    } catch (caught) {
      const problem = caught as ApiProblem;
      if (problem.code === "invalid_session") ctx.setSession(undefined);
      const field = { author_name: name, notify_email: mail, content: text }[problem.field ?? ""];
      fail(describeProblem(problem, t, ctx.lang), field);
    } finally {
      submit.disabled = false;
      submit.textContent = options.editing ? t.save : options.parent ? t.post_reply : t.post;
    }
  }

  text.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) form.requestSubmit();
  });
  // The @mention list is a chunk of its own, loaded when the reader first types an "@".
  let mentions: Promise<void> | undefined;
  text.addEventListener("input", () => {
    if (mentions || !text.value.includes("@")) return;
    mentions = ctx
      .load<Mentions>("mentions")
      .then(({ attachMentions }) => attachMentions(ctx, text))
      .catch(() => (mentions = undefined));
  });
  const form = h(
    "form",
    { onsubmit: send, "aria-label": label },
    name &&
      h(
        "div",
        { class: "pair" },
        h("div", { class: "fld" }, h("label", null, t.your_name, name), nameError),
        mail &&
          h(
            "div",
            { class: "fld" },
            h("label", null, t.notify_email, mail),
            h("p", { class: "hint", id: `${id}h` }, t.notify_hint),
            mailError,
          ),
      ),
    options.editing ? null : trap,
    h("div", { class: "box" }, h("div", { class: "tabs" }, writeTab, previewTab), text, preview),
    // One row of the form's grid for both, so an empty pair adds no gap.
    h("div", null, error, done),
    h("div", { class: "row" }, h("span", { class: "hint" }, t.markdown_hint), cancel, submit),
  );
  return form;
}

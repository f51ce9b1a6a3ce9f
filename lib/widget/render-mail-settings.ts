// The signed-in reader's mail settings (a chunk loaded when "Mail settings" is opened): replies,
// mentions, how often, and turning mail back on after "stop all mail from this site".
import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, MailSettings } from "./widget-types";

let panels = 0;

/** The inline panel; `saved` gets the server's answer after each change, `onClose` the Close button. */
export function renderMailSettings(
  ctx: WidgetContext,
  settings: MailSettings,
  saved: (settings: MailSettings) => void,
  onClose: () => void,
): HTMLElement {
  const { t } = ctx;
  const id = `tlms${++panels}`;
  const status = h("p", { class: "ok", role: "status" });
  const error = h("p", { class: "err", role: "alert" });
  const choice = <V extends string>(name: string, legend: string, value: V, options: Array<[V, string]>) =>
    h(
      "fieldset",
      null,
      h("legend", null, legend),
      ...options.map(([option, label]) => {
        const input = h("input", { type: "radio", name: `${id}${name}`, value: option });
        input.checked = option === value;
        return h("label", { class: "ck" }, input, label);
      }),
    );
  const picked = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name=${id}${name}]:checked`)?.value ?? undefined;
  const mentions = h("input", { type: "checkbox", name: "mentions" });
  mentions.checked = settings.mentions;
  const save = h("button", { class: "btn", type: "submit" }, t.save);

  async function change(body: Partial<MailSettings>, button: HTMLButtonElement): Promise<boolean> {
    status.textContent = error.textContent = "";
    button.disabled = true;
    try {
      const answer = await ctx.call<MailSettings>("PATCH", "/notifications/settings", {
        site_id: ctx.config.site_id,
        ...body,
      });
      saved(answer);
      status.textContent = t.mail_saved;
      return true;
    } catch (caught) {
      const problem = caught as ApiProblem;
      if (problem.code === "invalid_session") ctx.setSession(undefined);
      error.textContent = describeProblem(problem, t, ctx.lang);
      return false;
    } finally {
      button.disabled = false;
    }
  }

  const resume = h("button", { class: "btn q", type: "button" }, t.mail_resume);
  const stopped = h("div", { class: "stop" }, h("span", null, t.mail_stopped), resume);
  stopped.hidden = !settings.stopped;
  resume.onclick = async () => {
    if (await change({ stopped: false }, resume)) {
      stopped.hidden = true;
      save.focus();
    }
  };

  const form = h(
    "form",
    {
      class: "panel",
      "aria-label": t.mail_settings,
      onsubmit: (event: Event) => {
        event.preventDefault();
        void change(
          {
            replies: picked("r") as MailSettings["replies"],
            frequency: picked("f") as MailSettings["frequency"],
            mentions: mentions.checked,
          },
          save,
        );
      },
    },
    h("p", { class: "note" }, t.mail_to.replace("{name}", settings.email ?? "")),
    stopped,
    choice("r", t.mail_replies, settings.replies, [
      ["direct", t.mail_replies_direct],
      ["all", t.mail_replies_all],
      ["off", t.mail_replies_off],
    ]),
    h("label", { class: "ck" }, mentions, t.mail_mentions),
    choice("f", t.mail_frequency, settings.frequency, [
      ["each", t.mail_each],
      ["daily", t.mail_daily],
      ["never", t.mail_never],
    ]),
    error,
    status,
    h("div", { class: "row" }, save, h("button", { class: "btn q", type: "button", onclick: onClose }, t.close)),
  );
  return form;
}

import { h } from "./create-element";
import { renderFollowButton } from "./render-follow-button";
import type { MailState } from "./render-sign-in-line";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, MailSettings } from "./widget-types";

/** The page's reader-mail parts: the Follow button's box, the slot for its messages and forms, and the reader's settings. */
export type PageMail = {
  state: MailState;
  box: HTMLElement;
  slot: HTMLElement;
  /** Reads the signed-in reader's settings and whether they follow the page, then draws Follow. */
  load: () => Promise<void>;
  renderFollow: () => void;
};

/**
 * The reader-mail parts of one mounted widget. `context` is read when needed (the widget context
 * is made after these parts); `onSettings` redraws the sign-in line once the settings are known.
 */
export function createPageMail(context: () => WidgetContext, onSettings: () => void): PageMail {
  let loads = 0;
  const state: MailState = {
    settings: undefined,
    saved(settings) {
      // PATCH answers without `following`: that stays as it was.
      state.settings = { ...settings, following: state.settings?.following };
    },
  };
  const page: PageMail = {
    state,
    box: h("div", { class: "fol" }),
    slot: h("div", { class: "fs" }),
    renderFollow: () =>
      renderFollowButton(context(), { threadUrl: context().threadUrl, mail: state, box: page.box, slot: page.slot }),
    async load() {
      const ctx = context();
      const ticket = ++loads;
      if (!ctx.config.reader_notifications || !ctx.session()) return;
      let settings: MailSettings;
      try {
        settings = await ctx.call<MailSettings>(
          "GET",
          `/notifications/settings?thread_url=${encodeURIComponent(ctx.threadUrl)}`,
        );
      } catch (problem) {
        if ((problem as ApiProblem).code === "invalid_session" && ticket === loads) ctx.setSession(undefined);
        return;
      }
      if (ticket !== loads) return;
      state.settings = settings;
      if (!settings.email) return;
      page.renderFollow();
      onSettings();
    },
  };
  return page;
}

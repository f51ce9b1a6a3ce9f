import { arrangeReplies } from "./arrange-replies";
import { createApiClient, type ApiCall } from "./create-api-client";
import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import { findHeldComments } from "./find-held-comments";
import { followThread, type ThreadChanges } from "./follow-thread";
import { formatCommentCount } from "./format-comment-count";
import { loadWidgetSetup, type WidgetSetup } from "./load-widget-setup";
import { openSiteStorage } from "./open-site-storage";
import { pickLanguage } from "./pick-language";
import { renderComment } from "./render-comment";
import { renderComposer } from "./render-composer";
import { renderGuestFollow } from "./render-guest-follow";
import { renderRetryAlert } from "./render-retry-alert";
import { renderSignInLine, type MailState } from "./render-sign-in-line";
import { renderSortButtons } from "./render-sort-buttons";
import { refreshTimes } from "./render-time";
import en from "./strings/en";
import { themeVariables } from "./theme-variables";
import type { WidgetContext } from "./widget-context";
import { widgetStyles } from "./widget-styles";
import type { ApiProblem, CommentPage, FollowAnswer, MailSettings, SortOrder, WidgetComment } from "./widget-types";

/** What the script tag says (data-* attributes) and where the widget came from. */
export type EmbedOptions = {
  origin: string;
  siteId: string;
  threadUrl: string;
  pageUrl: string;
  identityToken: string | null;
  lang: string | null;
  scheme: string | null;
  load: WidgetContext["load"];
  /** Another source of answers than the API (the dashboard's preview). */
  call?: ApiCall;
};

// One clock per widget, also when the same container is mounted again (the dashboard's preview).
const timers = new WeakMap<HTMLElement, ReturnType<typeof setInterval>>();
const following = new WeakMap<HTMLElement, () => void>();

/** Renders the widget into a shadow root of `host` and loads the thread. */
export async function mountWidget(host: HTMLElement, options: EmbedOptions): Promise<void> {
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

  const storage = openSiteStorage(options.siteId);
  const call = options.call ?? createApiClient(options.origin, options.siteId, () => storage.read().session?.token);
  const anonymous = options.call ?? createApiClient(options.origin, options.siteId, () => undefined);
  let setup: WidgetSetup;
  try {
    setup = await loadWidgetSetup({ ...options, call, anonymous, storage });
  } catch (problem) {
    const lang = pickLanguage([options.lang, ...navigator.languages]);
    root.removeAttribute("aria-busy");
    root.replaceChildren(
      renderRetryAlert(describeProblem(problem as ApiProblem, en, lang), en.retry, () => mountWidget(host, options)),
    );
    return;
  }
  const { config, t, lang, message } = setup;

  const scheme = ["light", "dark", "auto"].includes(options.scheme ?? "") ? options.scheme! : config.theme.color_scheme;
  root.className = `w ${scheme}`;
  root.lang = lang;
  for (const [name, value] of Object.entries(themeVariables(config.theme))) root.style.setProperty(name, value);

  let sort: SortOrder = config.default_sort;
  let page = 1;
  let roots: WidgetComment[] = [];
  let total = 0;
  let locked = false;
  let loadState: "loading" | "ready" | "failed" = "loading";

  const live = h("div", { class: "sr", role: "status", "aria-live": "polite" });
  const heading = h("h2");
  const sortGroup = h("div", { class: "sort", role: "group", "aria-label": t.sort });
  const account = h("div");
  let accountLine: HTMLElement = h("div");
  // "Follow" beside the sort order; its guest form and its answers below the top row.
  const followBox = h("div", { class: "fol" });
  const followSlot = h("div", { class: "fs" });
  const mail: MailState = {
    settings: undefined,
    saved(settings) {
      // PATCH answers without `following`: that stays as it was.
      mail.settings = { ...settings, following: mail.settings?.following };
    },
  };
  let mailLoads = 0;
  const writer = h("div");
  const list = h("ol", { class: "list", "aria-label": t.region });
  const state = h("div");
  const more = h(
    "button",
    { class: "btn q more", type: "button", hidden: true, onclick: () => load(page + 1) },
    t.load_more,
  );
  // New top-level comments wait behind this button: the thread never moves under the reader.
  const fresh = h("button", { class: "btn more", type: "button", hidden: true, onclick: () => showFresh() });
  let waiting: WidgetComment[] = [];
  const counted = new Set<string>();

  const ctx: WidgetContext = {
    config,
    t,
    lang,
    call,
    storage,
    threadUrl: options.threadUrl,
    pageUrl: options.pageUrl,
    load: options.load,
    session: () => storage.read().session,
    setSession(session) {
      storage.update((memory) => (session ? (memory.session = session) : delete memory.session));
      mail.settings = undefined;
      renderAll();
      void loadMail();
    },
    announce(text) {
      live.textContent = "";
      // A fresh text node makes screen readers speak the same message twice in a row too.
      requestAnimationFrame(() => (live.textContent = text));
    },
    handles: new Map(),
    isLocked: () => locked,
    canWrite: () => !!storage.read().session || config.sign_in_modes.includes("guest"),
    added(comment) {
      if (comment.status === "approved" && !counted.has(comment.id)) total += 1;
      counted.add(comment.id);
      waiting = waiting.filter((c) => c.id !== comment.id);
      renderFresh();
      if (comment.status === "pending") {
        storage.update((memory) => {
          const held = (memory.held ??= {});
          held[options.threadUrl] = [...(held[options.threadUrl] ?? []), comment].slice(-20);
        });
      }
      renderHeading();
      state.replaceChildren();
    },
  };

  function renderHeading() {
    heading.textContent = loadState === "loading" && !roots.length ? t.region : formatCommentCount(total, lang, t);
  }
  function renderSort() {
    sortGroup.replaceChildren(...renderSortButtons(sort, t, (order) => ((sort = order), renderSort(), load(1))));
  }
  /** The signed-in reader's mail settings and whether they follow the page (for Follow and Mail settings). */
  async function loadMail() {
    const ticket = ++mailLoads;
    if (!config.reader_notifications || !ctx.session()) return;
    let settings: MailSettings;
    try {
      settings = await call<MailSettings>(
        "GET",
        `/notifications/settings?thread_url=${encodeURIComponent(options.threadUrl)}`,
      );
    } catch (problem) {
      if ((problem as ApiProblem).code === "invalid_session" && ticket === mailLoads) ctx.setSession(undefined);
      return;
    }
    if (ticket !== mailLoads) return;
    mail.settings = settings;
    if (!settings.email) return;
    renderFollow();
    const line = renderSignInLine(ctx, signOut, mail);
    accountLine.replaceWith(line);
    accountLine = line;
  }
  function say(slot: HTMLElement, text: string, error = false) {
    slot.replaceChildren(h("p", { class: error ? "err" : "ok", role: error ? "alert" : "status" }, text));
  }
  function renderFollow() {
    followSlot.replaceChildren();
    followBox.replaceChildren();
    if (!config.reader_notifications) return;
    if (ctx.session()) {
      // Shown once the reader's settings say there is an address to mail.
      const settings = mail.settings;
      if (!settings?.email) return;
      const button = h(
        "button",
        { class: "fb", type: "button", "aria-pressed": String(!!settings.following) },
        t.follow,
      );
      let busy = false;
      button.onclick = async () => {
        if (busy) return;
        busy = true;
        const next = !mail.settings?.following;
        followSlot.replaceChildren();
        try {
          // A reader's address is confirmed: the follow starts at once ("not_needed"); a "required" answer says to confirm first.
          const answer = next
            ? await call<FollowAnswer>("PUT", "/follows", { site_id: config.site_id, thread_url: options.threadUrl })
            : await call<FollowAnswer>("DELETE", `/follows?thread_url=${encodeURIComponent(options.threadUrl)}`);
          const now = next && answer.confirmation !== "required";
          if (mail.settings) mail.settings.following = now;
          button.setAttribute("aria-pressed", String(now));
          say(
            followSlot,
            !next ? t.unfollowed : now ? t.followed : t.follow_check.replace("{name}", mail.settings?.email ?? ""),
          );
        } catch (problem) {
          if ((problem as ApiProblem).code === "invalid_session") return ctx.setSession(undefined);
          say(followSlot, describeProblem(problem as ApiProblem, t, lang), true);
        } finally {
          busy = false;
        }
      };
      return followBox.append(button);
    }
    // A guest gives an address first; the follow starts once they confirm it from their inbox.
    const button = h("button", { class: "fb", type: "button", "aria-expanded": "false" }, t.follow);
    const close = () => {
      followSlot.replaceChildren();
      button.setAttribute("aria-expanded", "false");
      button.focus();
    };
    button.onclick = () => {
      if (button.getAttribute("aria-expanded") === "true") return close();
      button.setAttribute("aria-expanded", "true");
      const form = renderGuestFollow(
        ctx,
        (address, answer) => {
          close();
          say(
            followSlot,
            answer.confirmation === "not_needed" ? t.followed : t.follow_check.replace("{name}", address),
          );
        },
        close,
      );
      followSlot.replaceChildren(form);
      form.querySelector("input")?.focus();
    };
    followBox.append(button);
  }
  async function signOut() {
    await call("DELETE", "/auth/session").catch(() => undefined);
    ctx.setSession(undefined);
    ctx.announce(t.signed_out);
  }
  function renderWriter() {
    accountLine = renderSignInLine(ctx, signOut, mail);
    account.replaceChildren(accountLine);
    if (locked) return writer.replaceChildren(h("p", { class: "lock", role: "note" }, t.locked));
    if (!ctx.canWrite()) return writer.replaceChildren();
    writer.replaceChildren(
      renderComposer(ctx, {
        onDone(comment) {
          // A guest's note to confirm their address stays in the composer, which stays.
          ctx.added(comment);
          const item = renderComment(ctx, { comment, depth: 0, children: [] });
          list.prepend(item);
          item.querySelector("article")?.focus();
          ctx.announce(comment.status === "pending" ? t.awaiting_note : t.posted);
        },
      }),
    );
  }
  function renderFresh() {
    fresh.hidden = !waiting.length;
    fresh.textContent = (waiting.length === 1 ? t.new_one : t.new_other).replace(
      "{n}",
      waiting.length.toLocaleString(lang),
    );
  }
  function showFresh() {
    const items = waiting.map((comment) => renderComment(ctx, arrangeReplies(comment, config.max_reply_depth)));
    waiting = [];
    renderFresh();
    list.prepend(...items.reverse());
    state.replaceChildren();
    items.at(-1)?.querySelector("article")?.focus();
  }
  const changes: ThreadChanges = {
    published(comment) {
      if (ctx.handles.has(comment.id) || waiting.some((c) => c.id === comment.id)) return;
      if (!counted.has(comment.id)) total += 1;
      counted.add(comment.id);
      renderHeading();
      if (!comment.parent_id) {
        waiting.push(comment);
        renderFresh();
        ctx.announce(fresh.textContent ?? "");
      } else ctx.handles.get(comment.parent_id)?.addReply(comment);
    },
    edited: (comment) => ctx.handles.get(comment.id)?.edited(comment),
    removed(id, deleted) {
      const handle = ctx.handles.get(id);
      if (handle || waiting.some((c) => c.id === id)) total = Math.max(0, total - 1);
      waiting = waiting.filter((c) => c.id !== id);
      renderFresh();
      renderHeading();
      handle?.removed(deleted);
    },
    counts: (id, upvotes, reactionCounts) => ctx.handles.get(id)?.counts(upvotes, reactionCounts),
    locked(now) {
      locked = now;
      renderWriter();
    },
    reload: () => void load(1),
  };
  /** Without a stream: the first page again, for what is new and for the counts. */
  async function poll() {
    const answer = await call<CommentPage>("GET", pageQuery(1));
    const visit = (comment: WidgetComment) => {
      if (ctx.handles.has(comment.id)) ctx.handles.get(comment.id)!.counts(comment.upvotes, comment.reaction_counts);
      else changes.published(comment);
      comment.replies.forEach(visit);
    };
    answer.comments.forEach(visit);
  }
  function renderList() {
    ctx.handles.clear();
    list.replaceChildren(
      ...[...findHeldComments(storage, options.threadUrl, roots), ...roots].map((comment) =>
        renderComment(ctx, arrangeReplies(comment, config.max_reply_depth)),
      ),
    );
    state.replaceChildren();
    if (loadState === "loading" && !roots.length) state.replaceChildren(h("p", { class: "state" }, t.loading));
    if (loadState === "failed") {
      state.replaceChildren(renderRetryAlert(t.load_failed, t.retry, () => load(page)));
    }
    if (loadState === "ready" && !list.childElementCount) state.replaceChildren(h("p", { class: "state" }, t.empty));
  }
  function renderAll() {
    renderHeading();
    renderSort();
    renderFollow();
    renderWriter();
    renderList();
  }
  function pageQuery(next: number) {
    return `/comments?thread_url=${encodeURIComponent(options.threadUrl)}&sort=${sort}&page=${next}&per_page=${config.comments_per_page}`;
  }
  async function load(next: number) {
    loadState = "loading";
    more.disabled = true;
    root.setAttribute("aria-busy", "true");
    if (next === 1) renderList();
    try {
      const answer = await call<CommentPage>("GET", pageQuery(next));
      roots = next === 1 ? answer.comments : [...roots, ...answer.comments];
      if (next === 1) waiting = [];
      page = next;
      total = answer.thread?.comment_count ?? answer.total;
      const wasLocked = locked;
      locked = !!answer.thread?.locked;
      loadState = "ready";
      more.hidden = !answer.has_more;
      renderHeading();
      if (wasLocked !== locked) renderWriter();
      if (next === 1) renderList();
      else {
        list.append(
          ...answer.comments.map((comment) => renderComment(ctx, arrangeReplies(comment, config.max_reply_depth))),
        );
        ctx.announce(t.loaded_more);
      }
    } catch {
      loadState = "failed";
      renderList();
    } finally {
      more.disabled = false;
      root.removeAttribute("aria-busy");
    }
  }

  root.replaceChildren(
    live,
    h("div", { class: "top" }, heading, h("div", { class: "tools" }, followBox, sortGroup)),
    followSlot,
    account,
    writer,
    state,
    fresh,
    list,
    more,
  );
  renderAll();
  void loadMail();
  // The alert speaks for itself: no second announcement in the status region.
  if (message) account.prepend(h("p", { class: message === "signed_in" ? "ok" : "err", role: "alert" }, t[message]));
  await load(1);
  renderFresh();
  // The dashboard's preview has sample comments and nothing to follow.
  following.get(host)?.();
  if (!options.call) {
    const stream = `${options.origin}/v1/comments/stream?site_id=${encodeURIComponent(options.siteId)}&thread_url=${encodeURIComponent(options.threadUrl)}`;
    following.set(host, followThread(stream, changes, poll));
  }
  clearInterval(timers.get(host));
  timers.set(
    host,
    setInterval(() => refreshTimes(list, lang), 60_000),
  );
}

import { arrangeReplies } from "./arrange-replies";
import { createApiClient, type ApiCall } from "./create-api-client";
import { h } from "./create-element";
import { createPageMail } from "./create-page-mail";
import { describeProblem } from "./describe-problem";
import { findHeldComments } from "./find-held-comments";
import { followThread, type ThreadChanges } from "./follow-thread";
import { formatCommentCount } from "./format-comment-count";
import { loadWidgetSetup, type WidgetSetup } from "./load-widget-setup";
import { openSiteStorage } from "./open-site-storage";
import { pickLanguage } from "./pick-language";
import { renderComment } from "./render-comment";
import { renderComposer } from "./render-composer";
import { renderRetryAlert } from "./render-retry-alert";
import { renderSignInLine } from "./render-sign-in-line";
import { renderSortButtons } from "./render-sort-buttons";
import { refreshTimes } from "./render-time";
import { applyWidgetLook, renderWidgetShell } from "./render-widget-shell";
import en from "./strings/en";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, CommentPage, SortOrder, WidgetComment } from "./widget-types";

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
  const root = renderWidgetShell(host);
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

  applyWidgetLook(root, config.theme, lang, options.scheme);

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
  // "Follow" beside the sort order and the reader's mail settings (create-page-mail.ts).
  const pageMail = createPageMail(
    () => ctx,
    () => {
      const line = renderSignInLine(ctx, signOut, pageMail.state);
      accountLine.replaceWith(line);
      accountLine = line;
    },
  );
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
      pageMail.state.settings = undefined;
      renderAll();
      void pageMail.load();
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
  async function signOut() {
    await call("DELETE", "/auth/session").catch(() => undefined);
    ctx.setSession(undefined);
    ctx.announce(t.signed_out);
  }
  function renderWriter() {
    accountLine = renderSignInLine(ctx, signOut, pageMail.state);
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
    pageMail.renderFollow();
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

  const top = h("div", { class: "top" }, heading, h("div", { class: "tools" }, pageMail.box, sortGroup));
  root.replaceChildren(live, top, pageMail.slot, account, writer, state, fresh, list, more);
  renderAll();
  void pageMail.load();
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

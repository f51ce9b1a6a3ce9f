import type { DisplayNode } from "./arrange-replies";
import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import { renderComposer } from "./render-composer";
import { renderTime } from "./render-time";
import { renderVoteButtons } from "./render-vote-buttons";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, WidgetComment } from "./widget-types";

const flagReasons = ["spam", "abuse", "off_topic", "other"] as const;

/** One comment with its actions and, nested or flat as arranged, its replies. */
export function renderComment(ctx: WidgetContext, node: DisplayNode): HTMLLIElement {
  const { t, lang } = ctx;
  const { comment } = node;
  const reader = ctx.session()?.reader;
  const own = !!reader && comment.author_id === reader.id;
  const held = comment.status === "pending";
  const slot = h("div", { class: "slot" });
  const problem = h("p", { class: "err", role: "alert" });
  const report = (message: string) => (problem.textContent = message);
  const body = h("div", { class: "body" });
  const editedTag = h("span", { class: "mut" }, comment.edited_at ? `· ${t.edited}` : "");
  const showContent = (from: WidgetComment) => {
    // content_html is the server's sanitized rendering: the only HTML the widget ever inserts.
    if (from.deleted) body.replaceChildren(h("p", { class: "gone" }, t.deleted));
    else body.innerHTML = from.content_html;
  };
  showContent(comment);

  const close = () => slot.replaceChildren();
  const open = (content: HTMLElement) => {
    slot.replaceChildren(content);
    content.querySelector<HTMLElement>("textarea,select,button")?.focus();
  };
  const replies = h("ol", {
    class: node.children[0] && node.children[0].depth === node.depth ? "replies flat" : "replies",
  });
  /** Shows a reply to this comment: nested below it, or flat right after it at the deepest level. */
  const addReply = (created: WidgetComment) => {
    const flat = node.depth >= ctx.config.max_reply_depth;
    const child = renderComment(
      ctx,
      flat
        ? { comment: created, depth: node.depth, replyingTo: comment.author_name, children: [] }
        : { comment: created, depth: node.depth + 1, children: [] },
    );
    if (flat && comment.parent_id) item.after(child);
    else {
      if (flat) replies.classList.add("flat");
      replies.append(child);
      if (!replies.isConnected) item.append(replies);
    }
    return child;
  };
  const reply = () =>
    open(
      renderComposer(ctx, {
        parent: comment,
        onCancel: close,
        onDone(created, note) {
          close();
          if (note) slot.replaceChildren(h("p", { class: "ok", role: "status" }, note));
          ctx.added(created);
          // The live stream may have shown it already.
          const child = ctx.handles.get(created.id)?.item ?? addReply(created);
          child.querySelector("article")?.focus();
          ctx.announce(created.status === "pending" ? t.awaiting_note : t.posted);
        },
      }),
    );
  const edit = () =>
    open(
      renderComposer(ctx, {
        editing: comment,
        onCancel: close,
        onDone(changed) {
          close();
          Object.assign(comment, {
            content: changed.content,
            content_html: changed.content_html,
            edited_at: changed.edited_at,
          });
          showContent(comment);
          editedTag.textContent = `· ${t.edited}`;
          article.focus();
        },
      }),
    );
  const remove = () =>
    open(
      h(
        "div",
        { class: "row", role: "group", "aria-label": t.delete },
        h("span", null, t.delete_confirm),
        h(
          "button",
          {
            class: "btn",
            type: "button",
            onclick: () => act("DELETE", `/comments/${comment.id}`, undefined, t.deleted_done),
          },
          t.delete,
        ),
        h("button", { class: "btn q", type: "button", onclick: close }, t.cancel),
      ),
    );
  const reason = h(
    "select",
    { "aria-label": t.flag_reason },
    ...flagReasons.map((r) => h("option", { value: r }, t[`flag_${r}`])),
  );
  const flag = () =>
    open(
      h(
        "div",
        { class: "row", role: "group", "aria-label": t.flag },
        h("label", null, t.flag_reason, reason),
        h(
          "button",
          {
            class: "btn",
            type: "button",
            onclick: () => act("POST", `/comments/${comment.id}/flag`, { reason: reason.value }, t.flagged),
          },
          t.flag_send,
        ),
        h("button", { class: "btn q", type: "button", onclick: close }, t.cancel),
      ),
    );
  async function act(method: string, path: string, payload: unknown, done: string) {
    // The reader's own deletion is told here, in place; the stream's word of it must not take it away first.
    if (method === "DELETE") deleting = true;
    try {
      const answer = await ctx.call<WidgetComment>(method, path, payload);
      close();
      if (method === "DELETE") {
        Object.assign(comment, answer);
        showContent(comment);
        actions.replaceChildren();
      }
      slot.replaceChildren(h("p", { class: "ok", role: "status" }, done));
    } catch (caught) {
      deleting = false;
      report(describeProblem(caught as ApiProblem, t, lang));
    }
  }

  const withinWindow = Date.parse(comment.created_at) + ctx.config.edit_window_minutes * 60_000 > Date.now();
  const actions = h("div", { class: "acts" });
  let refreshVotes = () => {};
  let deleting = false;
  if (!comment.deleted && !held) {
    const votes = renderVoteButtons(ctx, comment, report);
    refreshVotes = votes.refresh;
    actions.append(...votes.buttons);
    if (!ctx.isLocked() && ctx.canWrite()) actions.append(h("button", { type: "button", onclick: reply }, t.reply));
    if (own && withinWindow)
      actions.append(
        h("button", { type: "button", onclick: edit }, t.edit),
        h("button", { type: "button", onclick: remove }, t.delete),
      );
    if (!own) actions.append(h("button", { type: "button", onclick: flag }, t.flag));
  }
  const name = comment.deleted ? "" : comment.author_name;
  const article = h(
    "article",
    { id: `tl-${comment.id}`, tabindex: -1, "aria-label": name || t.deleted },
    h(
      "div",
      { class: "hd" },
      h("span", { class: "av", "aria-hidden": "true" }, ([...name][0] ?? "?").toUpperCase()),
      h("span", { class: "nm" }, name || "—"),
      own && h("span", { class: "tag" }, t.you),
      held && h("span", { class: "tag held" }, t.awaiting),
      renderTime(comment.created_at, lang),
      editedTag,
    ),
    node.replyingTo !== undefined && h("p", { class: "rt" }, t.replying_to.replace("{name}", node.replyingTo || "—")),
    body,
    held && h("p", { class: "note" }, t.awaiting_note),
    actions,
    problem,
    slot,
  );
  const item = h("li", null, article);
  for (const child of node.children) replies.append(renderComment(ctx, child));
  if (node.children.length) item.append(replies);
  // What live updates do to this comment where it stands.
  ctx.handles.set(comment.id, {
    item,
    comment,
    addReply,
    counts(upvotes, reactionCounts) {
      Object.assign(comment, { upvotes, reaction_counts: reactionCounts });
      refreshVotes();
    },
    edited(changed) {
      Object.assign(comment, {
        content: changed.content,
        content_html: changed.content_html,
        edited_at: changed.edited_at,
      });
      showContent(comment);
      editedTag.textContent = `· ${t.edited}`;
    },
    removed(deleted) {
      if (deleting) return;
      // A deleted comment with replies stays as a placeholder; otherwise it leaves the page.
      if (deleted && replies.childElementCount) {
        comment.deleted = true;
        showContent(comment);
        actions.replaceChildren();
      } else {
        item.remove();
        ctx.handles.delete(comment.id);
      }
    },
  });
  return item;
}

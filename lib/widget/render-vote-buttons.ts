import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, ReactionName, WidgetComment } from "./widget-types";

const emoji: Record<ReactionName, string> = { funny: "😄", interesting: "🤔", insightful: "💡" };

/**
 * The upvote and reaction buttons of a comment. A press shows at once and is rolled back if the
 * server refuses; the server's counts win once it answers.
 */
export function renderVoteButtons(
  ctx: WidgetContext,
  comment: WidgetComment,
  report: (message: string) => void,
): { buttons: HTMLElement[]; refresh: () => void } {
  const { t, config } = ctx;
  const kinds: Array<"upvote" | ReactionName> = [...(config.upvotes ? (["upvote"] as const) : []), ...config.reactions];
  const countOf = (kind: "upvote" | ReactionName, from: WidgetComment) =>
    kind === "upvote" ? from.upvotes : (from.reaction_counts[kind] ?? 0);
  const refreshers: Array<() => void> = [];
  const buttons = kinds.map((kind) => {
    const mark = `${comment.id}:${kind}`;
    const count = h("span", null);
    // The name is the word (for screen readers) and the visible count: "Upvote 14".
    const icon = h(
      "span",
      { "aria-hidden": "true", class: kind === "upvote" ? null : "em" },
      kind === "upvote" ? "▲" : emoji[kind],
    );
    const button = h(
      "button",
      { type: "button", title: t[kind], onclick: () => toggle() },
      icon,
      h("span", { class: "sr" }, t[kind]),
      " ",
      count,
    );
    const show = (pressed: boolean, n: number) => {
      button.setAttribute("aria-pressed", String(pressed));
      count.textContent = n ? String(n) : "";
    };
    const isMarked = () => (ctx.storage.read().marks ?? []).includes(mark);
    const setMarked = (on: boolean) =>
      ctx.storage.update((memory) => {
        const marks = (memory.marks ?? []).filter((m) => m !== mark);
        // The newest 500 marks are plenty for one browser on one site.
        memory.marks = (on ? [...marks, mark] : marks).slice(-500);
      });
    async function toggle() {
      const was = isMarked();
      const before = countOf(kind, comment);
      report("");
      show(!was, Math.max(0, before + (was ? -1 : 1)));
      setMarked(!was);
      const path = kind === "upvote" ? `/comments/${comment.id}/upvote` : `/comments/${comment.id}/reactions/${kind}`;
      try {
        const answer = await ctx.call<WidgetComment>(
          was ? "DELETE" : kind === "upvote" ? "POST" : "PUT",
          path,
          was ? undefined : {},
        );
        comment.upvotes = answer.upvotes;
        comment.reaction_counts = answer.reaction_counts;
        show(!was, countOf(kind, comment));
      } catch (problem) {
        setMarked(was);
        show(was, before);
        report(describeProblem(problem as ApiProblem, t, ctx.lang));
      }
    }
    show(isMarked(), countOf(kind, comment));
    refreshers.push(() => show(isMarked(), countOf(kind, comment)));
    return button;
  });
  return { buttons, refresh: () => refreshers.forEach((refresh) => refresh()) };
}

import type { ApiCall } from "./create-api-client";
import type { ApiProblem, CommentPage, WidgetComment, WidgetConfig } from "./widget-types";

/**
 * An API of sample data for the dashboard's Appearance preview: the widget draws the unsaved
 * settings over made-up comments, and refuses every change (nothing is stored from a preview).
 */
export function createPreviewApi(config: WidgetConfig, comments: WidgetComment[]): ApiCall {
  const call = async (method: string, path: string): Promise<unknown> => {
    if (method === "GET" && path.startsWith("/sites/")) return config;
    if (method === "GET" && path.startsWith("/comments?")) {
      const page: CommentPage = {
        comments,
        total: comments.length + config.comments_per_page,
        has_more: true,
        thread: { locked: false, comment_count: 12 },
      };
      return page;
    }
    throw { status: 0, code: "preview" } satisfies ApiProblem;
  };
  return call as ApiCall;
}

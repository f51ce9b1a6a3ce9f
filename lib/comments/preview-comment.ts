import { AppError } from "@/lib/core/app-error";
import type { ClientAuth } from "@/lib/readers/client-auth";

import type { PreviewCommentBody } from "./comment-widget-schemas";
import { findReadableSite } from "./find-readable-site";
import { renderCommentHtml } from "./render-comment-html";

/**
 * A draft's `content_html`, rendered by the same sanitized Markdown as a stored comment, so the
 * widget never builds HTML from what a reader typed. Stores nothing.
 */
export async function previewComment(
  input: PreviewCommentBody & { auth: ClientAuth },
): Promise<{ content_html: string }> {
  const { site } = await findReadableSite(input.auth, input.site_id);
  if (input.auth.kind === "reader" && input.auth.siteId !== site.id)
    throw new AppError("forbidden", "This session belongs to another site.");
  return { content_html: renderCommentHtml(input.content) };
}

import escapeHtml from "escape-html";

import { getSite } from "./get-site";

/** The HTML a customer pastes where comments should appear: a container and the script tag. */
export async function buildEmbedSnippet(accountId: string, siteId: string, baseUrl: string) {
  const site = await getSite(accountId, siteId);
  const scriptUrl = `${baseUrl.replace(/\/$/, "")}/embed.js`;
  // Every value goes into an attribute escaped, whatever checks it passed on the way in.
  const html =
    `<div id="threadline-comments"></div>\n` +
    `<script src="${escapeHtml(scriptUrl)}" data-site-id="${escapeHtml(site.id)}" async></script>`;
  return { site_id: site.id, script_url: scriptUrl, container_id: "threadline-comments", html };
}

import { buildEmbedSnippet } from "./build-embed-snippet";

/** Where a theme's template takes the snippet, and what names the page's thread there. */
export type ThemeSnippet = { platform: string; file: string; where: string; code: string };

/** The embed snippet as it is and for theme templates (the dashboard adds a React component from its parts). */
export async function buildInstallSnippets(accountId: string, siteId: string, baseUrl: string) {
  const snippet = await buildEmbedSnippet(accountId, siteId, baseUrl);
  // Every variant is the snippet itself, so its escaping and its script address stay in one place;
  // a template adds only the page's permanent address as the thread, so a page keeps its comments
  // when it is reached through another path or with a query string.
  const withThreadUrl = (expression: string) =>
    snippet.html.replace(" async></script>", ` data-thread-url="${expression}" async></script>`);
  const themes: ThemeSnippet[] = [
    {
      platform: "WordPress",
      file: "wp-content/themes/<your-theme>/single.php",
      where: "in place of comments_template(), or just after the_content(); use a child theme so updates keep it",
      code: withThreadUrl("<?php echo esc_url( get_permalink() ); ?>"),
    },
    {
      platform: "Hugo",
      file: "layouts/_default/single.html",
      where: "after {{ .Content }}, inside the main block",
      code: withThreadUrl("{{ .Permalink }}"),
    },
    {
      platform: "Jekyll",
      file: "_layouts/post.html",
      where: "after {{ content }}",
      code: withThreadUrl("{{ page.url | absolute_url }}"),
    },
  ];
  return { ...snippet, themes };
}

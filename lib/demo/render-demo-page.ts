import escapeHtml from "escape-html";

/** What the demo page embeds: the demo site, the page's thread, and the thread's no-JavaScript fragment. */
export type DemoPageInput = { siteId: string; threadUrl: string; fragment: string };

/**
 * The demo page: a plain host page like a customer's, with the embed snippet and, inside the
 * container until the widget replaces it, the server-rendered comments. No inline script or style:
 * it is served under a strict Content-Security-Policy, its look comes from /demo.css.
 */
export function renderDemoPage(input: DemoPageInput): string {
  const siteId = escapeHtml(input.siteId);
  const threadUrl = escapeHtml(input.threadUrl);
  const script = `<script src="/embed.js" data-site-id="${siteId}" data-thread-url="${threadUrl}" async></script>`;
  const snippet = `<div id="threadline-comments"></div>\n${script}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Threadline demo</title>
<link rel="icon" href="/logo.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo.css">
</head>
<body>
<header class="demo-bar"><a href="/"><img src="/logo.svg" alt="" width="24" height="24"> Threadline</a></header>
<main class="demo-page">
<article class="demo-article">
<p class="demo-kicker">Demo</p>
<h1>Welcome to the Threadline demo</h1>
<p class="demo-lede">This is a plain HTML page served by your own Threadline server, the way a blog
post on a customer's site embeds comments. Whatever you write below is stored in this server's
database, under a demo site made on the first visit.</p>
<h2>What is going on</h2>
<ul>
<li>The comment box at the bottom is the Threadline widget: the page loads <code>/embed.js</code>,
which reads the site and the thread from its <code>data-</code> attributes and talks to the API under
<code>/v1</code>.</li>
<li>Comment as a guest, or sign in by e-mail. Without <code>SMTP_URL</code> the sign-in e-mail lands
in the dev mailbox, the newest file in <code>data/mail/</code>.</li>
<li>Before the widget starts, its container holds the comments rendered on the server
(<code>GET /v1/comments/html</code>): what readers without JavaScript and search engines see.</li>
<li>The page is served with a strict Content-Security-Policy: no inline script or style, nothing
but this server's own files. A widget that works here works on the strictest customer page.</li>
</ul>
<h2>The snippet on this page</h2>
<pre class="demo-snippet"><code>${escapeHtml(snippet)}</code></pre>
<p>For a site of your own, run <code>npx threadline bootstrap --email you@example.com</code> and sign
in to the <a href="/">dashboard</a>. <code>THREADLINE_DEMO=off</code> turns this page off.</p>
</article>
<div class="demo-comments">
<div id="threadline-comments">
${input.fragment}</div>
${script}
</div>
</main>
</body>
</html>
`;
}

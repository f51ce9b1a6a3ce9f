import escapeHtml from "escape-html";

/** What the page needs: the style nonce of this response and the versioned URL of Scalar's bundle. */
export type ApiReferencePageInput = { nonce: string; scalarUrl: string };

/**
 * The /docs/api page: a short introduction, then the reference that Scalar draws from
 * /v1/openapi.json. No inline script or style (it is served under a strict CSP): the start script
 * and the look are files of public/api-reference/, Scalar's bundle is served by this server.
 */
export function renderApiReferencePage(input: ApiReferencePageInput): string {
  const nonce = escapeHtml(input.nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta property="csp-nonce" content="${nonce}">
<title>API reference · Threadline</title>
<meta name="description" content="The Threadline REST API (/v1): every operation, its parameters, responses and examples.">
<link rel="icon" href="/logo.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api-reference/api-reference.css">
<script src="/api-reference/start-api-reference.js" defer></script>
<script src="${escapeHtml(input.scalarUrl)}" defer></script>
</head>
<body>
<header class="tl-bar">
<a class="tl-home" href="/"><img src="/logo.svg" alt="" width="24" height="24"> Threadline</a>
<span class="tl-bar-title">API reference</span>
<a class="tl-bar-link" href="/">Home</a>
</header>
<section class="tl-intro" aria-labelledby="tl-intro-title">
<h1 id="tl-intro-title">Threadline API reference</h1>
<p>The REST API under <code>/v1</code> lets your servers read and write comments, threads, sites,
moderation and webhooks: JSON in and out, errors as problem details. This page is drawn from
<a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1) and served entirely by this server.</p>
<p>Authenticate every request with an API key, as <code>X-API-Key: key_live_…</code> or
<code>Authorization: Bearer key_live_…</code>. Create one in the dashboard under
<a href="/settings/api-keys">Settings → API keys</a>; test keys (<code>key_test_…</code>) reach only
test data. The typed TypeScript client and the API's conventions are described in
<code>docs/api.md</code> of the repository.</p>
</section>
<p id="tl-reference-status" class="tl-status" role="status" aria-live="polite" aria-busy="true">Loading the API reference…</p>
<div id="tl-reference" class="tl-reference"></div>
<noscript><p class="tl-status">The reference needs JavaScript. The raw document is at
<a href="/v1/openapi.json">/v1/openapi.json</a>.</p></noscript>
</body>
</html>
`;
}

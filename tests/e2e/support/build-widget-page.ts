/** Attribute values for the page's markup. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** A plain article page with the widget's container and its script tag, `data-*` attributes as given. */
export function buildWidgetPage(scriptSrc: string, data: Record<string, string | undefined>): string {
  const attributes = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value!)}"`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A story on the host site</title></head>
<body><main><h1>A story</h1><p>The article the comments are about.</p>
<div id="threadline-comments"></div>
<script src="${escapeAttribute(scriptSrc)}"${attributes} async></script>
</main></body></html>`;
}

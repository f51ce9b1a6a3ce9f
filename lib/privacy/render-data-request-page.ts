import escapeHtml from "escape-html";

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#fafafa;color:#18181b}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:.5rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .5rem}button{font:inherit;font-weight:600;border:0;border-radius:.375rem;padding:.5rem 1rem;color:#fff;background:#4f46e5;cursor:pointer}
button.danger{background:#b91c1c}button:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}main{background:#18181b;border-color:#27272a}}`;

/** A small standalone page (the links in readers' e-mails open it): a title, words, and maybe a form. */
export function renderDataRequestPage(page: {
  title: string;
  paragraphs: string[];
  form?: { token: string; button: string; danger: boolean };
}): string {
  const form = page.form
    ? `<form method="post" action="/v1/reader-data/confirm"><input type="hidden" name="token" value="${escapeHtml(page.form.token)}"><button type="submit"${page.form.danger ? ' class="danger"' : ""}>${escapeHtml(page.form.button)}</button></form>`
    : "";
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title><style>${style}</style></head><body><main><h1>${escapeHtml(page.title)}</h1>${paragraphs}${form}</main></body></html>`;
}

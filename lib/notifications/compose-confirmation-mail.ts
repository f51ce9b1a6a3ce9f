import escapeHtml from "escape-html";

import type { Mail } from "@/lib/mail/send-mail";

import { plainExcerpt } from "./plain-excerpt";
import { fillWords, readerMailWords } from "./reader-mail-strings";

/**
 * The one mail an unconfirmed address gets: what was asked for (the pages, and the comments the
 * replies would be about), and the confirmation link. No unsubscribe header: nothing follows it
 * unless the link is used.
 */
export function composeConfirmationMail(input: {
  to: string;
  site: { name: string; accentColor: string; locale: string };
  asked: Array<{ kind: "comment" | "follow"; page: string }>;
  confirmUrl: string;
  hours: number;
}): Mail {
  const words = readerMailWords(input.site.locale);
  const site = plainExcerpt(input.site.name, 60);
  const accent = /^#[0-9a-f]{3,6}$/i.test(input.site.accentColor) ? input.site.accentColor : "#2563eb";
  const asked = input.asked.map(({ kind, page }) =>
    fillWords(kind === "comment" ? words.confirm_replies : words.confirm_follow, { page: plainExcerpt(page, 160) }),
  );
  const expiry = fillWords(words.confirm_expiry, { hours: input.hours });
  return {
    to: input.to,
    subject: fillWords(words.confirm_subject, { site }),
    fromName: `${site} (Threadline)`,
    headers: { "Auto-Submitted": "auto-generated" },
    text: [
      fillWords(words.confirm_intro, { site }),
      "",
      ...asked.map((line) => `- ${line}`),
      "",
      `${words.confirm_action}: ${input.confirmUrl}`,
      "",
      expiry,
    ].join("\n"),
    html: `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:4px solid ${accent};padding:24px">
<p style="margin:0 0 16px;font-weight:600;color:${accent}">${escapeHtml(site)}</p>
<p>${escapeHtml(fillWords(words.confirm_intro, { site }))}</p>
<ul>${asked.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:${accent};color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${escapeHtml(words.confirm_action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(expiry)}</p>
</div></body></html>`,
  };
}

import { checkNotBanned } from "@/lib/bans/check-not-banned";
import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { newId } from "@/lib/core/new-id";
import { randomBase62 } from "@/lib/core/random-base62";
import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";
import { findOriginRules } from "@/lib/sites/find-origin-rules";
import { findPublicSite } from "@/lib/sites/find-public-site";
import { isOriginAllowed } from "@/lib/sites/is-origin-allowed";
import { readSiteSettings } from "@/lib/sites/site-settings";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

/** How long a magic link works. */
export const magicLinkTtlMs = 15 * 60_000;

/**
 * E-mails a single-use sign-in link for one site. The page to come back to must be on the site's
 * own origins: the link hands a sign-in code to that page, so it must never lead elsewhere.
 */
export async function requestMagicLink(
  input: { site_id: string; email: string; name?: string; thread_url: string; baseUrl: string },
  now = new Date(),
): Promise<{ status: "sent"; expires_in_seconds: number }> {
  const site = await findPublicSite(input.site_id);
  if (!readSiteSettings(site).embed.sign_in_modes.includes("magic_link")) {
    throw new AppError("sign_in_mode_disabled", "This site does not offer sign-in by e-mail.");
  }
  const threadUrl = normalizeThreadUrl(input.thread_url);
  const rules = await findOriginRules(site.id);
  if (!rules || !isOriginAllowed(new URL(threadUrl).origin, rules)) {
    throw new AppError("validation_failed", "thread_url must be a page on one of the site's domains.", {
      errors: [{ field: "thread_url", message: "must be a page on one of the site's domains" }],
    });
  }
  const email = input.email.toLowerCase();
  const result = { status: "sent" as const, expires_in_seconds: magicLinkTtlMs / 1000 };
  try {
    await checkNotBanned(site.id, { email }, now);
  } catch {
    return result; // A banned address learns nothing, and gets no mail.
  }
  // Prefixed like every secret of ours, so that secret scanners and our own at-rest checks can spot one.
  const token = `mlt_${randomBase62(43)}`;
  await db().magicLink.create({
    data: {
      id: newId("ml"),
      tokenHash: hashSecret(token),
      siteId: site.id,
      email,
      name: input.name ?? null,
      threadUrl,
      expiresAt: new Date(now.getTime() + magicLinkTtlMs),
    },
  });
  const link = `${input.baseUrl}/v1/auth/magic-link/verify?site_id=${site.id}&token=${token}`;
  await sendMail({
    to: email,
    subject: `Sign in to comment on ${site.name}`,
    text: `Follow this link to sign in and comment on ${site.name}:\n\n${link}\n\nIt works once, for 15 minutes. If you did not ask for it, ignore this e-mail.`,
  });
  return result;
}

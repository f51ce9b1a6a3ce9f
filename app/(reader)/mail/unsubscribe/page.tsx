import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { AppError } from "@/lib/core/app-error";
import { findMailLink } from "@/lib/notifications/find-mail-link";
import { mailLinkQuery } from "@/lib/notifications/mail-link-schemas";

import { DoneNote, primaryButton, secondaryButton } from "../mail-page-parts";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false }, referrer: "no-referrer" };

/**
 * The page a reader mail's unsubscribe link opens (and where the one-click address sends a GET).
 * Opening it changes nothing, since mail scanners open links: one button stops all mail from the
 * site, another only mail about the mail's page. The buttons are plain form POSTs to the one-click address.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const parsed = mailLinkQuery.safeParse(query);
  if (!parsed.success) notFound();
  let link: Awaited<ReturnType<typeof findMailLink>>;
  try {
    link = await findMailLink(parsed.data.token, "unsubscribe");
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_mail_link") notFound();
    throw error;
  }
  const pageName = link.thread ? link.thread.title || link.thread.url : null;
  if (query.done === "thread" && pageName) {
    return (
      <>
        <h1 className="text-lg font-semibold">Unsubscribed from this page</h1>
        <DoneNote words={`You will get no more mail about ${pageName} from ${link.siteName}.`} />
      </>
    );
  }
  if (link.stopped) {
    return (
      <>
        <h1 className="text-lg font-semibold">Unsubscribed</h1>
        <DoneNote words={`${link.siteName} sends no more mail to ${link.maskedEmail}.`} />
        <p className="mt-3 text-sm text-muted-foreground">
          Changed your mind? Sign in to the comments on {link.siteName} and turn mail back on in Mail settings.
        </p>
      </>
    );
  }
  const action = `/mail/one-click?token=${encodeURIComponent(parsed.data.token)}`;
  return (
    <>
      <h1 className="text-lg font-semibold">Unsubscribe from {link.siteName}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Stop all e-mail from {link.siteName} to {link.maskedEmail}
        {pageName ? (
          <>
            {", or only mail about "}
            <span className="break-all font-medium text-foreground">{pageName}</span>
          </>
        ) : null}
        .
      </p>
      <form method="post" action={action} className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="from" value="page" />
        <button type="submit" name="scope" value="site" className={primaryButton}>
          Unsubscribe
        </button>
        {pageName ? (
          <button type="submit" name="scope" value="thread" className={secondaryButton}>
            Only stop mail about this page
          </button>
        ) : null}
      </form>
    </>
  );
}

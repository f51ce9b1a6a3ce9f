import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { AppError } from "@/lib/core/app-error";
import { findMailLink } from "@/lib/notifications/find-mail-link";
import { mailLinkQuery } from "@/lib/notifications/mail-link-schemas";

import { DoneNote, primaryButton } from "../mail-page-parts";

export const metadata: Metadata = { title: "Confirm your address", robots: { index: false }, referrer: "no-referrer" };

/**
 * The page a confirmation mail links to. Opening it changes nothing (mail scanners open links
 * too): it says what the address would get, and its button (a plain form POST) confirms.
 */
export default async function ConfirmAddressPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const parsed = mailLinkQuery.safeParse(query);
  if (!parsed.success) notFound();
  let link: Awaited<ReturnType<typeof findMailLink>>;
  try {
    link = await findMailLink(parsed.data.token, "confirm");
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_mail_link") notFound();
    throw error;
  }
  if (link.usedAt && query.done === "confirmed") {
    return (
      <>
        <h1 className="text-lg font-semibold">Address confirmed</h1>
        <DoneNote
          words={`${link.siteName} will e-mail ${link.maskedEmail} about what you asked for. Every mail has a link to stop it.`}
        />
      </>
    );
  }
  if (link.usedAt) notFound();
  const token = encodeURIComponent(parsed.data.token);
  return (
    <>
      <h1 className="text-lg font-semibold">Get e-mail from {link.siteName}?</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Confirm that {link.maskedEmail} may get e-mail about replies to your comments and pages you follow on{" "}
        {link.siteName}. Every mail has a link to stop it. If you did not ask for this, close this page: nothing will be
        sent.
      </p>
      <form method="post" action={`/mail/confirm/accept?token=${token}`} className="mt-4">
        <button type="submit" className={primaryButton}>
          Confirm my address
        </button>
      </form>
    </>
  );
}

import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";

import { AppError } from "@/lib/core/app-error";
import { applyRateLimit } from "@/lib/http/apply-rate-limit";
import { clientIp } from "@/lib/http/client-ip";
import { findOwnDataRequest } from "@/lib/privacy/confirm-own-data-request";
import { confirmDataRequestQuery } from "@/lib/privacy/reader-data-schemas";

import { ConfirmDataRequestForm } from "./_components/confirm-data-request-form";

export const metadata: Metadata = { title: "Your comment data", robots: { index: false }, referrer: "no-referrer" };

const eraseWords =
  "Your comments will stay as empty placeholders (so that replies keep their place), without your words or name. Your votes and reactions are removed, you are signed out, and your e-mail address is deleted. This cannot be undone.";

/**
 * The page a reader's data-request e-mail links to. Opening it changes nothing (mail scanners open
 * links too): it names the request and shows the button that carries it out.
 */
export default async function ConfirmDataRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const parsed = confirmDataRequestQuery.safeParse(await searchParams);
  if (!parsed.success) notFound();
  let request: Awaited<ReturnType<typeof findOwnDataRequest>>;
  try {
    await applyRateLimit(new Headers(), "signIn", clientIp(new Headers(await headers())));
    request = await findOwnDataRequest(parsed.data.token);
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_data_request") notFound();
    if (error instanceof AppError) return <Refused words={error.detail} />;
    throw error;
  }
  const erase = request.kind === "erase";
  return (
    <>
      <h1 className="text-lg font-semibold">
        {erase ? `Erase your data on ${request.siteName}` : `Your data on ${request.siteName}`}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {erase ? eraseWords : "Download everything this site's comments keep about you, as a JSON file."}
      </p>
      <ConfirmDataRequestForm token={parsed.data.token} erase={erase} />
    </>
  );
}

function Refused({ words }: { words: string }) {
  return (
    <>
      <h1 className="text-lg font-semibold">Not now</h1>
      <p className="mt-2 text-sm text-muted-foreground">{words}</p>
    </>
  );
}

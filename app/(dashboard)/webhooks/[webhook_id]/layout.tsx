import { headers } from "next/headers";
import type { ReactNode } from "react";

import { requestPathHeader } from "@/lib/core/request-path-header";

import { readModeParam } from "../_components/read-mode-param";
import { loadMemberWebhook } from "../_lib/load-member-webhook";

/**
 * Finds the endpoint before loading.tsx's skeleton starts the response, so a missing one answers
 * 404 rather than a streamed 200. A layout gets no search params: the mode comes from the path
 * proxy.ts passed on, as the page reads it from its own.
 */
export default async function WebhookLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ webhook_id: string }>;
}) {
  const asked = new URL((await headers()).get(requestPathHeader) ?? "/", "http://path.invalid");
  await loadMemberWebhook(
    (await params).webhook_id,
    readModeParam({ mode: asked.searchParams.get("mode") ?? undefined }),
  );
  return children;
}

"use client";

import { CircleCheck, LoaderCircle, MessageSquarePlus } from "lucide-react";
import type { ReactNode } from "react";

import type { InstallStatus } from "@/lib/onboarding/get-install-status";

import { UtcTime } from "../../_components/utc-time";
import { useInstallStatus } from "./use-install-status";

function Step({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      {done ? (
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
      ) : (
        <LoaderCircle
          className="mt-0.5 size-5 shrink-0 animate-spin text-muted-foreground motion-reduce:animate-none"
          aria-hidden
        />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-medium text-foreground">
          {title} <span className="sr-only">{done ? "(done)" : "(waiting)"}</span>
        </p>
        <div className="mt-0.5 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

function PageLink({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer" className="break-all font-medium text-primary hover:underline">
      {url}
    </a>
  );
}

/**
 * The install check: turns green by itself the first time the widget loads on one of the site's
 * pages (saying which), then points to that page for a first comment, and turns green again once it is in.
 */
export function InstallCheck({ siteId, initial, hosts }: { siteId: string; initial: InstallStatus; hosts: string[] }) {
  const { installed, first_comment: first } = useInstallStatus(siteId, initial);
  return (
    <div aria-live="polite" className="rounded-lg border border-border bg-card p-5 shadow-sm">
      <h2 className="text-base font-semibold text-foreground">Install check</h2>
      <ol className="mt-4 flex flex-col gap-4">
        <Step done={Boolean(installed)} title={installed ? "The widget is installed" : "Waiting for the widget…"}>
          {installed ? (
            <>
              It first loaded on {installed.page_url ? <PageLink url={installed.page_url} /> : "one of your pages"},{" "}
              <UtcTime iso={installed.at} />.
            </>
          ) : (
            <>
              Paste a snippet below into a page on {hosts.join(", ") || "your domain"} and open it: this turns green by
              itself, no need to reload.
            </>
          )}
        </Step>
        <Step done={Boolean(first)} title={first ? "First comment posted" : "Post your first comment"}>
          {first ? (
            <>
              On <PageLink url={first.page_url} />, <UtcTime iso={first.at} />.{" "}
              <a href="/dashboard" className="font-medium text-primary hover:underline">
                See the overview
              </a>
            </>
          ) : installed?.page_url ? (
            <>
              <MessageSquarePlus className="mr-1 inline size-4 align-text-bottom" aria-hidden />
              Write one on <PageLink url={installed.page_url} /> to see it arrive here.
            </>
          ) : (
            <>Once the widget shows on your page, write a comment there.</>
          )}
        </Step>
      </ol>
    </div>
  );
}

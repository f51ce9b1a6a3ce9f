"use client";

import { useEffect, useState } from "react";

import type { InstallStatus } from "@/lib/onboarding/get-install-status";

/** How often an open Installation tab asks whether the widget has loaded yet. */
export const installPollMs = 2_500;

/**
 * The site's install status, asked again every few seconds while the tab is visible (and at once
 * when it comes back) until the widget has loaded and the first comment is in; then it stops.
 */
export function useInstallStatus(siteId: string, initial: InstallStatus): InstallStatus {
  const [status, setStatus] = useState(initial);
  const done = Boolean(status.installed && status.first_comment);
  useEffect(() => {
    if (done) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      clearTimeout(timer);
      if (document.visibilityState === "visible") {
        try {
          const response = await fetch(`/sites/${siteId}/installation/status`, { cache: "no-store" });
          if (response.ok && !stopped) setStatus((await response.json()) as InstallStatus);
        } catch {
          // Offline for a moment: the next turn asks again.
        }
      }
      if (!stopped) timer = setTimeout(() => void ask(), installPollMs);
    };
    const onVisible = () => document.visibilityState === "visible" && void ask();
    timer = setTimeout(() => void ask(), installPollMs);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [siteId, done]);
  return status;
}

import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";

/**
 * The addresses in reader mails: always from the configured public address (PUBLIC_URL), never
 * from a request's Host header, so no request can make a mail point elsewhere.
 */
export function mailLinks(token: string): { page: string; oneClick: string; confirm: string } {
  const base = dashboardBaseUrl();
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${base}/mail/unsubscribe?${query}`,
    oneClick: `${base}/mail/one-click?${query}`,
    confirm: `${base}/mail/confirm?${query}`,
  };
}

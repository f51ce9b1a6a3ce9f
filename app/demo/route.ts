import { getThreadFragment } from "@/lib/comments/get-thread-fragment";
import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";
import { ensureDemoSite } from "@/lib/demo/ensure-demo-site";
import { isDemoEnabled } from "@/lib/demo/is-demo-enabled";
import { renderDemoPage } from "@/lib/demo/render-demo-page";

export const dynamic = "force-dynamic";

// Only this server's own files: the widget must run without inline script or style, like on the
// strictest customer page.
const contentSecurityPolicy =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The demo page: a plain host page embedding the widget for the demo site (made on the first visit). */
export async function GET(): Promise<Response> {
  if (!isDemoEnabled()) {
    return new Response("Not Found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // The thread's address comes from PUBLIC_URL (or loopback), never from the request's Host.
  const baseUrl = dashboardBaseUrl();
  const { siteId } = await ensureDemoSite();
  const threadUrl = `${baseUrl}/demo`;
  const fragment = await getThreadFragment({ site_id: siteId, thread_url: threadUrl, page: 1, baseUrl });
  return new Response(renderDemoPage({ siteId, threadUrl, fragment }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": contentSecurityPolicy,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
  });
}

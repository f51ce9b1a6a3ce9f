import { NextResponse, type NextRequest } from "next/server";

import { requestPathHeader } from "@/lib/core/request-path-header";

/**
 * Tells the pages which path was asked for (the header below, always set here, so a client cannot
 * choose it): a dashboard layout that finds no session sends the visitor to sign in and back to
 * that path. Which paths are the dashboard's is the (dashboard) route group itself; no list here.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(requestPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

// Pages only: the API, Next's assets, the widget's scripts and static files never render a dashboard layout.
export const config = {
  matcher: [
    "/((?!api/|v1/|_next/|widget/|health|demo|embed\\.js|count\\.js|widget-preview\\.js|favicon\\.ico|icon\\.svg|logo\\.svg).*)",
  ],
};

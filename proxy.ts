import { NextResponse, type NextRequest } from "next/server";

// next-auth's session cookie, plain over http and __Secure- over https.
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * Sends a signed-out visitor of a dashboard page to the sign-in page, coming back afterwards. It
 * only looks for the cookie: the real check (a valid session, a membership, the role) runs on the
 * server in every layout, page and server action.
 */
export function proxy(request: NextRequest) {
  if (sessionCookies.some((name) => request.cookies.has(name))) return NextResponse.next();
  const signIn = new URL("/sign-in", process.env.NEXTAUTH_URL ?? request.url);
  signIn.searchParams.set("callbackUrl", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  // Built on NEXTAUTH_URL (PUBLIC_URL or loopback, set at start-up), not on the Host header.
  const response = NextResponse.redirect(signIn);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export const config = {
  matcher: ["/dashboard/:path*", "/sites/:path*", "/settings/:path*", "/webhooks/:path*", "/moderation/:path*"],
};

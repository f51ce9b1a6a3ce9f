import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A customer's page server for the widget's browser tests: another site than the API, with a strict CSP. */
export type HostPage = {
  /** `http://localhost:<port>`: another site than the API's `http://127.0.0.1:<port>`. */
  origin: string;
  /** Serves `html` at `path` (replacing what was there) and answers the page's full URL. */
  serve: (path: string, html: string) => string;
  stop: () => Promise<void>;
};

/**
 * The policy every host page is served with: scripts and requests only to the API's origin, no
 * styles and no images at all, so a widget that needed inline script or style attributes, or that
 * smuggled an image in, would show up as a CSP violation in the test.
 */
function strictPolicy(apiOrigin: string): string {
  return `default-src 'none'; script-src ${apiOrigin}; connect-src ${apiOrigin}; style-src 'none'; img-src 'none'`;
}

/** Starts a tiny static server of in-memory pages on a free port; every page carries `strictPolicy(apiOrigin)`. */
export async function startHostPage(apiOrigin: string): Promise<HostPage> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? "/", "http://localhost").pathname);
    if (html === undefined) {
      response.writeHead(request.url === "/favicon.ico" ? 204 : 404, { "Content-Type": "text/plain" });
      return void response.end();
    }
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": strictPolicy(apiOrigin),
      "Cache-Control": "no-store",
    });
    response.end(html);
  });
  // No host: both 127.0.0.1 and ::1, whichever `localhost` resolves to in Chromium.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve(path, html) {
      pages.set(path, html);
      return `${origin}${path}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

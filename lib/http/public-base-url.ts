import { AppError } from "@/lib/core/app-error";
import { configuredPublicUrl } from "@/lib/core/configured-public-url";
import { isLoopbackHost } from "@/lib/core/is-loopback-host";

/**
 * The address readers reach this server at, for links and markup: PUBLIC_URL, or, without it, the
 * request's own host only when that is plainly this machine (loopback, for development). A Host
 * header is the client's to choose: trusted beyond that, it would put an attacker's address into
 * sign-in e-mails.
 */
export function publicBaseUrl(req: Request): string {
  const configured = configuredPublicUrl();
  if (configured) return configured;
  const url = new URL(req.url);
  const host = req.headers.get("host") ?? url.host;
  if (!isLoopbackHost(host)) {
    throw new AppError(
      "public_url_required",
      "This server builds links only for its own address: set PUBLIC_URL (e.g. https://comments.example.com) to serve requests for other hosts.",
    );
  }
  return `${url.protocol === "https:" ? "https:" : "http:"}//${host}`;
}

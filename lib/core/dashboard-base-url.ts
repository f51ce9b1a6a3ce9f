import { configuredPublicUrl } from "./configured-public-url";
import { isLoopbackHost } from "./is-loopback-host";

/**
 * Where the dashboard is reached, for sign-in and invitation links: PUBLIC_URL, else this
 * machine's loopback address on PORT (HOSTNAME when it is a loopback name, e.g. 127.0.0.1).
 * Never a request's Host header.
 */
export function dashboardBaseUrl(): string {
  const configured = configuredPublicUrl();
  if (configured) return configured;
  const host = process.env.HOSTNAME && isLoopbackHost(process.env.HOSTNAME) ? process.env.HOSTNAME : "localhost";
  return `http://${host}:${process.env.PORT || 3000}`;
}

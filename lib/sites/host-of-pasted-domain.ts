import { isLoopbackHost } from "@/lib/core/is-loopback-host";

/**
 * What a pasted domain names: the host of a URL or of a bare `host[:port]`, lower-case, without
 * scheme, credentials, path, query, fragment or trailing dot. Only a loopback host keeps its port
 * (local trials share 127.0.0.1 and tell each other apart by port); any other domain already covers
 * every port of its host. Text that does not parse comes back trimmed, for the host rule to refuse.
 */
export function hostOfPastedDomain(input: string): string {
  const text = input.trim().toLowerCase();
  // The `*.` of a wildcard is set aside: browsers' URL parsers differ on a `*` in a host.
  const [, scheme = "http://", wildcard = "", rest = ""] = /^([a-z][a-z0-9+.-]*:\/\/)?(\*\.)?(.*)$/s.exec(text) ?? [];
  const candidate = `${scheme}${rest}`;
  if (!rest || !URL.canParse(candidate)) return text;
  const url = new URL(candidate);
  if (url.protocol !== "http:" && url.protocol !== "https:") return text;
  const host = `${wildcard}${url.hostname.replace(/\.$/, "")}`;
  // URL leaves out a scheme's default port: http://localhost:80 is localhost, which covers it.
  return url.port && isLoopbackHost(host) ? `${host}:${url.port}` : host;
}

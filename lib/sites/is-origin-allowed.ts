/**
 * Where a site's widget may run: its domains (any http or https origin on them; a loopback domain
 * with a port, `localhost:3000`, only on that port) and extra exact origins.
 */
export type OriginRules = { domains: string[]; allowedOrigins: string[] };

/** Whether a browser Origin may call the site's public routes; `null` and missing origins never may. */
export function isOriginAllowed(origin: string | null, rules: OriginRules): boolean {
  if (!origin || origin === "null" || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (rules.allowedOrigins.includes(url.origin)) return true;
  const host = url.hostname.toLowerCase();
  return rules.domains.some((domain) =>
    domain.startsWith("*.") ? host.endsWith(domain.slice(1)) : host === domain || url.host === domain,
  );
}

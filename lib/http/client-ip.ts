import ipaddr from "ipaddr.js";

function normalize(ip: string): string | null {
  const trimmed = ip.trim().replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(trimmed)) return null;
  const parsed = ipaddr.parse(trimmed);
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address().toString()
    : parsed.toString();
}

function isTrustedProxy(ip: string, setting: string): boolean {
  return setting.split(",").some((entry) => {
    const rule = entry.trim();
    if (!rule) return false;
    try {
      if (rule.includes("/")) {
        const [range, bits] = ipaddr.parseCIDR(rule);
        const addr = ipaddr.parse(ip);
        return addr.kind() === range.kind() && addr.match(range, bits);
      }
      return normalize(rule) === ip;
    } catch {
      return false;
    }
  });
}

/**
 * The client's IP. From the socket (set by server.mjs), unless TRUST_PROXY says proxies stand in
 * front: a number of hops (take that many addresses from the right of X-Forwarded-For) or a
 * comma-separated list of proxy addresses/CIDRs (skip those from the right). A forged
 * X-Forwarded-For is ignored when TRUST_PROXY is unset.
 */
export function clientIp(headers: Headers): string {
  const socket = normalize(headers.get("x-threadline-socket-ip") ?? "") ?? "0.0.0.0";
  const setting = process.env.TRUST_PROXY?.trim();
  if (!setting || setting === "0" || setting === "false") return socket;
  const chain = [...(headers.get("x-forwarded-for") ?? "").split(","), socket]
    .map((part) => normalize(part))
    .filter((part): part is string => part !== null);
  if (/^\d+$/.test(setting)) return chain[Math.max(0, chain.length - 1 - Number(setting))] ?? socket;
  let index = chain.length - 1;
  while (index > 0 && isTrustedProxy(chain[index]!, setting)) index -= 1;
  return chain[index] ?? socket;
}

import ipaddr from "ipaddr.js";

/** An IP address with its host part hidden (`203.0.113.x`, `2001:db8:1:2::/64`), for showing a ban. */
export function maskIp(ip: string): string {
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv4") return `${parsed.toString().split(".").slice(0, 3).join(".")}.x`;
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}

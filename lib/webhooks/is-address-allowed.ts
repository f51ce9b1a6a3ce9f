import ipaddr from "ipaddr.js";

/**
 * Whether a webhook may connect to this IP address: only public unicast addresses. Loopback,
 * private (RFC 1918), link-local (169.254.0.0/16, the cloud metadata address), carrier-grade
 * NAT, unique-local (fc00::/7), multicast, unspecified, reserved, and IPv6 forms that embed an
 * IPv4 address (mapped, 6to4, Teredo, NAT64) are all refused: an allowlist, not a blocklist.
 */
export function isAddressAllowed(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

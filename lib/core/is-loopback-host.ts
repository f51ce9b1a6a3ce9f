import ipaddr from "ipaddr.js";

/** Whether a Host header value (name or address, optional port) names this machine's loopback: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host) || !URL.canParse(`http://${host}/`)) return false;
  const name = new URL(`http://${host}/`).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (!ipaddr.isValid(name)) return false;
  const address = ipaddr.process(name);
  return address.range() === "loopback";
}

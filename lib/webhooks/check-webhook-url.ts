import { isIP } from "node:net";

import { AppError } from "@/lib/core/app-error";

import { isAddressAllowed } from "./is-address-allowed";
import { localTestingHint } from "./local-testing-hint";

/**
 * Refuses, when it is registered, a URL whose host is an IP address we would never deliver to, in
 * any spelling (URL parsing turns 0x7f000001 or 2130706433 into 127.0.0.1). Host names are not
 * resolved here: an answer now proves nothing about the next send, so every send resolves and
 * checks them again (lib/webhooks/resolve-webhook-target.ts), and that check is the one that counts.
 */
export function checkWebhookUrl(value: string, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const host = new URL(value).hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) && !isAddressAllowed(host)) {
    // The refusal says what to do instead: a developer trying localhost wants the listen command.
    throw new AppError(
      "url_not_allowed",
      `Webhooks cannot be delivered to ${host}: only public addresses are reachable. Instead, ${localTestingHint}.`,
      { errors: [{ field: "url", message: `must point at a public address; ${localTestingHint}` }] },
    );
  }
}

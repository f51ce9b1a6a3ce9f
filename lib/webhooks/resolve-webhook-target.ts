import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

import { DeliveryFailure } from "./delivery-failure";
import { isAddressAllowed } from "./is-address-allowed";
import { localTestingHint } from "./local-testing-hint";

/** The address one attempt connects to, already checked. */
export type WebhookTarget = { address: string; family: 4 | 6 };

/**
 * Resolves a webhook URL's host at send time and refuses it, before any connection, unless every
 * address it resolves to is public: a name that resolves inward (or is re-pointed inward after
 * registration) is caught here. The caller connects to exactly the address checked here.
 */
export async function resolveWebhookTarget(url: URL, allowPrivate: boolean): Promise<WebhookTarget> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!host) throw new DeliveryFailure("invalid_url", "The URL has no host.");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      throw new DeliveryFailure(
        "dns_error",
        `Could not resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? "error"}.`,
      );
    }
  }
  const first = addresses[0];
  if (!first) throw new DeliveryFailure("dns_error", `${host} resolves to no address.`);
  const refused = addresses.find(({ address }) => !isAddressAllowed(address));
  if (refused && !allowPrivate) {
    throw new DeliveryFailure(
      "address_not_allowed",
      `${host} resolves to ${refused.address}, which is not a public address: ${localTestingHint}.`,
    );
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

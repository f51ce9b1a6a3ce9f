import { claimPendingNotices } from "./claim-pending-notices";
import { deliverPendingNotice } from "./deliver-pending-notice";
import type { NotificationConfig } from "./notification-config";

const batch = 20;

/** One pass of the "each" worker: claims unsent notices a batch at a time and mails them until none are left; answers how many mails went out. */
export async function sendPendingNotices(
  config: NotificationConfig,
  stopped: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claim = await claimPendingNotices({ now: new Date(), leaseMs: config.leaseMs, limit: batch });
    for (const id of claim.ids) {
      if (stopped()) return sent;
      sent += await deliverPendingNotice(id, claim.token, config);
    }
    if (claim.ids.length < batch || stopped()) return sent;
  }
}

import { subscribeToEvents } from "@/lib/events/subscribe-to-events";
import { announceLiveEvent } from "@/lib/live/announce-live-event";
import { fanOutEvent } from "@/lib/webhooks/fan-out-event";

/**
 * Connects the domains that act on events to the outbox: each recorded event gets its webhook
 * deliveries and is announced to open live streams. Every process that records events (the
 * server, the CLI) calls this once before it does; calling it again changes nothing.
 */
export function registerEventSubscribers(): void {
  subscribeToEvents("webhooks", async (tx, event) => {
    await fanOutEvent(tx, event);
  });
  subscribeToEvents("live", (tx, event) => announceLiveEvent(tx, event.id));
}

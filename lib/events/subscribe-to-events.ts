import type { Tx } from "@/lib/db/transaction";

/** An event as it is written to the outbox, handed to each subscriber inside the same transaction. */
export type RecordedEvent = {
  id: string;
  accountId: string;
  siteId: string | null;
  livemode: boolean;
  type: string;
  object: unknown;
};

/** What a domain above events does with each recorded event, in the transaction that records it. */
export type EventSubscriber = (tx: Tx, event: RecordedEvent) => Promise<void>;

// On globalThis: Next.js bundles instrumentation (which registers) apart from the routes (which record).
const registry = globalThis as unknown as { threadlineEventSubscribers?: Map<string, EventSubscriber> };

/** Registers (or replaces) the subscriber named `name`; start-up code calls this once per process. */
export function subscribeToEvents(name: string, subscriber: EventSubscriber): void {
  (registry.threadlineEventSubscribers ??= new Map()).set(name, subscriber);
}

/** The subscribers registered in this process, in the order they were first registered. */
export function eventSubscribers(): EventSubscriber[] {
  return [...(registry.threadlineEventSubscribers?.values() ?? [])];
}

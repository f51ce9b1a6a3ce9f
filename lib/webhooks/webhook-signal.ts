import { EventEmitter } from "node:events";

const holder = globalThis as unknown as { threadlineWebhookSignal?: EventEmitter };

/**
 * The in-process signal that deliveries are due (event "work"). It lives on globalThis because
 * Next.js bundles instrumentation and routes separately: a module-level emitter would be two.
 */
export function webhookSignal(): EventEmitter {
  holder.threadlineWebhookSignal ??= new EventEmitter().setMaxListeners(50);
  return holder.threadlineWebhookSignal;
}

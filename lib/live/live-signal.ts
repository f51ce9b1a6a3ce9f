import { EventEmitter } from "node:events";

const holder = globalThis as unknown as { threadlineLiveSignal?: EventEmitter };

/**
 * The in-process signal that an outbox event was committed (event "event", with its id), for
 * SQLite's single process. On globalThis because Next.js bundles routes separately.
 */
export function liveSignal(): EventEmitter {
  holder.threadlineLiveSignal ??= new EventEmitter().setMaxListeners(10);
  return holder.threadlineLiveSignal;
}

import { db } from "@/lib/db/client";
import { listenOnChannel } from "@/lib/db/listen-on-channel";
import { liveEventChannel } from "@/lib/db/notify-live-event";

import { topicsOf, type LiveEvent } from "./live-event";
import { liveSignal } from "./live-signal";

type Listener = (event: LiveEvent) => void;

/**
 * One per process: hears of every committed outbox event (one LISTEN connection on PostgreSQL,
 * the in-process signal on SQLite), reads it once, and hands it to the streams open on its topics.
 * It starts listening with the first stream.
 */
class StreamHub {
  private topics = new Map<string, Set<Listener>>();
  private open = 0;
  private stop: (() => Promise<void>) | undefined;

  /** Streams open in this process. */
  get size(): number {
    return this.open;
  }

  /** Calls `listener` with each event on any of `topics` until the answered function is called. */
  subscribe(topics: string[], listener: Listener): () => void {
    for (const topic of topics) {
      const listeners = this.topics.get(topic) ?? new Set();
      listeners.add(listener);
      this.topics.set(topic, listeners);
    }
    this.open++;
    // The first stream starts the process's one listener, which then stays for the next ones.
    if (!this.stop) this.start();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      for (const topic of topics) {
        const listeners = this.topics.get(topic);
        listeners?.delete(listener);
        if (listeners?.size === 0) this.topics.delete(topic);
      }
      this.open--;
    };
  }

  private readonly onEvent = (id: string) => void this.deliver(id);

  private start() {
    liveSignal().on("event", this.onEvent);
    this.stop = listenOnChannel(liveEventChannel, this.onEvent);
  }

  private async deliver(id: string) {
    if (this.open === 0 || !id.startsWith("evt_")) return;
    const row = await db()
      .event.findUnique({ where: { id } })
      .catch(() => null);
    if (!row) return;
    const event: LiveEvent = {
      id: row.id,
      accountId: row.accountId,
      siteId: row.siteId,
      livemode: row.livemode,
      type: row.type,
      object: JSON.parse(row.payload),
    };
    const reached = new Set<Listener>();
    for (const topic of topicsOf(event)) for (const listener of this.topics.get(topic) ?? []) reached.add(listener);
    for (const listener of reached) listener(event);
  }
}

const holder = globalThis as unknown as { threadlineStreamHub?: StreamHub };

/** The process's stream hub (on globalThis: Next.js bundles routes separately). */
export function streamHub(): StreamHub {
  holder.threadlineStreamHub ??= new StreamHub();
  return holder.threadlineStreamHub;
}

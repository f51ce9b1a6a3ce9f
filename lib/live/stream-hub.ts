import { lowestIdAt } from "@/lib/core/lowest-id-at";
import { listenOnChannel } from "@/lib/db/listen-on-channel";
import { liveEventChannel } from "@/lib/db/notify-live-event";

import { catchUpWindowMs } from "./catch-up-window";
import { listLiveEventIds } from "./list-live-event-ids";
import { topicsOf, type LiveEvent } from "./live-event";
import { liveSignal } from "./live-signal";
import { readLiveEvents } from "./read-live-events";

/** A stream as the hub sees it: its topics, and what it does with an event, a `reload` and a new floor. */
export type HubSubscriber = {
  topics: string[];
  deliver: (event: LiveEvent) => void;
  reload: () => void;
  /** Every live event with an id up to `floor` has been handed over: ids kept below it may go. */
  settle: (floor: string) => void;
};

const readBatch = 200;
const idPage = 5_000;
// More missed events than this at once are not handed over one by one: the streams are told to reload.
const maxMissed = 5_000;
// A catch-up runs this often anyway: it moves the floor up (so what the hub keeps stays small), and
// it finds what a connection that died without a word kept from the listener.
const sweepMs = 10_000;
const retryMs = 1_000;

/**
 * One per process: hears of every committed outbox event (one LISTEN connection on PostgreSQL,
 * the in-process signal on SQLite), reads it once, and hands it to the streams open on its topics
 * in the order the events committed. It catches up from the outbox after each (re)connection of
 * the listener, after a read that failed and every 10 s: every live event above its floor that it
 * has not handed over yet, in id order (ids are not in commit order: see catch-up-window.ts).
 * It starts listening with the first stream.
 */
class StreamHub {
  private topics = new Map<string, Set<HubSubscriber>>();
  private open = 0;
  private started = false;
  // Every live event with an id up to the floor was handed to the streams open at the time; those
  // above it that were handed over are in `handed`, so that a catch-up skips them.
  private floor = "";
  private handed = new Set<string>();
  private notified: string[] = [];
  private catchUpDue = false;
  private pumping = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  /** Streams open in this process. */
  get size(): number {
    return this.open;
  }

  /** Hands `subscriber` each live event on its topics until the answered function is called. */
  subscribe(subscriber: HubSubscriber): () => void {
    // Nothing is owed to streams that are gone: the first one starts from the last window.
    if (this.open === 0) this.restart();
    for (const topic of subscriber.topics) {
      const subscribers = this.topics.get(topic) ?? new Set();
      subscribers.add(subscriber);
      this.topics.set(topic, subscribers);
    }
    this.open++;
    // The first stream starts the process's one listener, which then stays for the next ones.
    if (!this.started) this.start();
    void this.pump();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      for (const topic of subscriber.topics) {
        const subscribers = this.topics.get(topic);
        subscribers?.delete(subscriber);
        if (subscribers?.size === 0) this.topics.delete(topic);
      }
      this.open--;
    };
  }

  private readonly onNotify = (id: string) => {
    if (this.open === 0 || !id.startsWith("evt_")) return;
    this.notified.push(id);
    void this.pump();
  };

  private readonly requestCatchUp = () => {
    this.catchUpDue = true;
    void this.pump();
  };

  private start() {
    this.started = true;
    liveSignal().on("event", this.onNotify);
    listenOnChannel(liveEventChannel, this.onNotify, this.requestCatchUp);
    setInterval(this.requestCatchUp, sweepMs).unref();
  }

  private restart() {
    this.floor = lowestIdAt("evt", Date.now() - catchUpWindowMs);
    this.handed.clear();
    this.notified = [];
    this.catchUpDue = true;
  }

  // One piece of work at a time, so that events are handed over in the order they came.
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.open > 0 && (this.catchUpDue || this.notified.length)) {
        if (this.catchUpDue) {
          this.catchUpDue = false;
          await this.catchUp();
        } else {
          const ids = this.notified.splice(0, readBatch).filter((id) => !this.handed.has(id));
          this.hand(await readLiveEvents(ids));
        }
      }
    } catch {
      // The database is out of reach: whatever was not handed over, the catch-up finds later.
      this.catchUpDue = true;
      clearTimeout(this.retry);
      this.retry = setTimeout(() => void this.pump(), retryMs);
    } finally {
      this.pumping = false;
    }
  }

  private async catchUp() {
    // Events committed after this moment come by NOTIFY, or by the catch-up after a reconnection.
    const startedAt = Date.now();
    const missing: string[] = [];
    for (let after = this.floor; ;) {
      const ids = await listLiveEventIds(after, idPage);
      missing.push(...ids.filter((id) => !this.handed.has(id)));
      if (missing.length > maxMissed) return this.reloadAll(startedAt, missing);
      if (ids.length < idPage) break;
      after = ids.at(-1)!;
    }
    for (let i = 0; i < missing.length; i += readBatch)
      this.hand(await readLiveEvents(missing.slice(i, i + readBatch)));
    this.settle(lowestIdAt("evt", startedAt - catchUpWindowMs));
  }

  // Too much was missed (a long outage): every stream reads afresh, which covers what was found so
  // far, and the hub goes on from the last window.
  private reloadAll(startedAt: number, covered: string[]) {
    for (const subscriber of this.subscribers()) subscriber.reload();
    for (const id of covered) this.handed.add(id);
    this.settle(lowestIdAt("evt", startedAt - catchUpWindowMs));
    this.catchUpDue = true;
  }

  private settle(floor: string) {
    if (floor <= this.floor) return;
    this.floor = floor;
    for (const id of this.handed) if (id <= floor) this.handed.delete(id);
    for (const subscriber of this.subscribers()) subscriber.settle(floor);
  }

  private hand(events: LiveEvent[]) {
    for (const event of events) {
      if (!event.livemode || this.handed.has(event.id)) continue;
      this.handed.add(event.id);
      const reached = new Set<HubSubscriber>();
      for (const topic of topicsOf(event))
        for (const subscriber of this.topics.get(topic) ?? []) reached.add(subscriber);
      for (const subscriber of reached) {
        try {
          subscriber.deliver(event);
        } catch {
          // A stream that cannot take an event is its own trouble: the others still get it.
        }
      }
    }
  }

  private subscribers(): Set<HubSubscriber> {
    return new Set([...this.topics.values()].flatMap((subscribers) => [...subscribers]));
  }
}

const holder = globalThis as unknown as { threadlineStreamHub?: StreamHub };

/** The process's stream hub (on globalThis: Next.js bundles routes separately). */
export function streamHub(): StreamHub {
  holder.threadlineStreamHub ??= new StreamHub();
  return holder.threadlineStreamHub;
}

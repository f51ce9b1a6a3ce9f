import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

import { claimDueDeliveries } from "@/lib/db/claim-due-deliveries";
import { listenForWebhookWork } from "@/lib/db/listen-for-webhook-work";

import { attemptDelivery } from "./attempt-delivery";
import { unparkStrandedDeliveries } from "./unpark-stranded-deliveries";
import { webhookConfig } from "./webhook-config";
import { webhookSignal } from "./webhook-signal";

/** A running delivery worker. */
export type WebhookWorker = {
  id: string;
  /** Stops claiming, lets attempts under way finish for up to `graceMs`, then aborts the rest and hands their claims back. */
  stop: (graceMs?: number) => Promise<void>;
};

/**
 * Starts a delivery worker in this process: it claims due deliveries (up to WEBHOOK_CONCURRENCY
 * at a time) and sends them. It wakes when new deliveries are committed (in-process signal,
 * PostgreSQL NOTIFY), when a retry it scheduled falls due, and every WEBHOOK_POLL_MS for work
 * that other workers scheduled or left behind.
 */
export function startWebhookWorker(): WebhookWorker {
  const config = webhookConfig();
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const inFlight = new Set<Promise<unknown>>();
  const abort = new AbortController();
  let stopping = false;
  let claiming = false;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  let retryTimer: { at: number; timer: NodeJS.Timeout } | undefined;

  const wakeAt = (at: Date) => {
    if (stopping || (retryTimer && retryTimer.at <= at.getTime())) return;
    if (retryTimer) clearTimeout(retryTimer.timer);
    const timer = setTimeout(
      () => {
        retryTimer = undefined;
        wake();
      },
      Math.max(at.getTime() - Date.now(), 0),
    );
    retryTimer = { at: at.getTime(), timer };
  };

  const send = (deliveryId: string, leaseToken: string) => {
    const attempt = attemptDelivery({ deliveryId, leaseToken, worker: id, config, signal: abort.signal })
      .then((result) => result?.nextAttemptAt && wakeAt(result.nextAttemptAt))
      .catch((error: unknown) => console.error(`webhook worker ${id}: delivery ${deliveryId} failed to run:`, error))
      .finally(() => {
        inFlight.delete(attempt);
        wake();
      });
    inFlight.add(attempt);
  };

  async function claimLoop() {
    claiming = true;
    clearTimeout(poll);
    try {
      do {
        again = false;
        const room = config.concurrency - inFlight.size;
        if (room <= 0) break;
        const claim = await claimDueDeliveries({ now: new Date(), leaseMs: config.leaseMs, limit: room });
        if (stopping) break;
        for (const deliveryId of claim.ids) send(deliveryId, claim.leaseToken);
        if (claim.ids.length === room) again = true;
      } while (again && !stopping);
    } catch (error) {
      again = false;
      console.error(`webhook worker ${id}: could not claim deliveries:`, error);
    } finally {
      claiming = false;
      // A wake that came after the loop's last look must not wait for the next poll.
      if (again && !stopping) void claimLoop();
      else if (!stopping) poll = setTimeout(wake, config.pollMs);
    }
  }

  function wake() {
    if (stopping) return;
    if (claiming) again = true;
    else void claimLoop();
  }

  const sweep = () =>
    unparkStrandedDeliveries()
      .then((count) => count > 0 && wake())
      .catch((error: unknown) => console.error(`webhook worker ${id}: could not look for stranded deliveries:`, error));
  const sweeper = setInterval(sweep, 60_000);

  webhookSignal().on("work", wake);
  const stopListening = listenForWebhookWork(wake);
  void sweep();
  wake();

  return {
    id,
    async stop(graceMs = config.timeoutMs) {
      stopping = true;
      webhookSignal().off("work", wake);
      clearTimeout(poll);
      clearInterval(sweeper);
      if (retryTimer) clearTimeout(retryTimer.timer);
      await stopListening();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.allSettled([...inFlight]), graceOver]);
      clearTimeout(timer);
      abort.abort();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

import { AppError } from "@/lib/core/app-error";

/** Streams one client IP may hold open at once in one instance (`STREAM_MAX_PER_IP`). */
export const maxStreamsPerIp = Number(process.env.STREAM_MAX_PER_IP ?? 20);
/** Streams one instance holds open at once (`STREAM_MAX_OPEN`). */
export const maxStreamsPerInstance = Number(process.env.STREAM_MAX_OPEN ?? 10_000);

const holder = globalThis as unknown as {
  threadlineStreamsByIp?: Map<string, number>;
  threadlineStreamsOpen?: { count: number };
};

/**
 * Takes a stream slot for `ip`, or refuses with 429 (that IP holds too many) or 503 (the instance is
 * full), each with Retry-After. Answers the function that gives the slot back (safe to call twice).
 */
export function claimStreamSlot(ip: string): () => void {
  const byIp = (holder.threadlineStreamsByIp ??= new Map());
  const open = (holder.threadlineStreamsOpen ??= { count: 0 });
  if (open.count >= maxStreamsPerInstance) {
    throw new AppError("streams_unavailable", "This server holds as many streams as it can; try again shortly.", {
      headers: { "Retry-After": "30" },
    });
  }
  if ((byIp.get(ip) ?? 0) >= maxStreamsPerIp) {
    throw new AppError("too_many_streams", `At most ${maxStreamsPerIp} streams may be open from one address.`, {
      headers: { "Retry-After": "10" },
    });
  }
  byIp.set(ip, (byIp.get(ip) ?? 0) + 1);
  open.count++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open.count--;
    const left = (byIp.get(ip) ?? 1) - 1;
    if (left > 0) byIp.set(ip, left);
    else byIp.delete(ip);
  };
}

/** Streams open in this instance now. */
export function openStreamCount(): number {
  return holder.threadlineStreamsOpen?.count ?? 0;
}

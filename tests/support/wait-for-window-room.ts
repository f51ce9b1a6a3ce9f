import { waitFor } from "./wait-for";

/**
 * Waits until the current window of `windowSeconds` (aligned to multiples of its length since the
 * epoch, as the limiters align them) has at least `roomSeconds` left, so that a burst of requests
 * falls inside one window; resolves to that window's end in epoch seconds.
 */
export async function waitForWindowRoom(windowSeconds: number, roomSeconds: number): Promise<number> {
  const windowMs = windowSeconds * 1000;
  return waitFor(
    `${roomSeconds} s left in the current ${windowSeconds}-second window`,
    async () =>
      windowMs - (Date.now() % windowMs) >= roomSeconds * 1000
        ? (Math.floor(Date.now() / windowMs) + 1) * windowSeconds
        : undefined,
    roomSeconds * 1000 + 2_000,
  );
}

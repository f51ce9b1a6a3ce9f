import { isUniqueViolation } from "./is-unique-violation";

/**
 * Runs `attempt` again when it fails on a unique constraint: two racing requests both saw no row
 * and both inserted; the loser's retry finds the winner's row. Gives up after `attempts` tries.
 */
export async function retryOnUniqueViolation<T>(attempt: () => Promise<T>, attempts = 3): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}

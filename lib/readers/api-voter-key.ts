/**
 * The stored voter key for a reader an API integration names with `voter_id`: `api:<voter_id>`,
 * apart from signed-in readers, who vote as their `usr_…` id.
 */
export function apiVoterKey(voterId: string): string {
  return `api:${voterId}`;
}

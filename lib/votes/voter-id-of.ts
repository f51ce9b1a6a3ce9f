/** The voter as events show it: the integration's `voter_id`, or a signed-in reader's `usr_…` id. */
export function voterIdOf(voterKey: string): string {
  return voterKey.startsWith("api:") ? voterKey.slice(4) : voterKey;
}

/** How the moderation history names an API key that acted: `api_key:<ak_id>`. */
export function apiKeyActor(auth: { keyId: string }): string {
  return `api_key:${auth.keyId}`;
}

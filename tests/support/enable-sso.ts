import { apiClient } from "./api-client";
import { setPlan } from "./factories";
import type { Bootstrapped } from "./run-cli";

/** Lets a site sign readers in by SSO (plan, secret, sign-in mode) and returns the SSO secret. */
export async function enableSso(baseUrl: string, databaseUrl: string, owner: Bootstrapped): Promise<string> {
  const api = apiClient(baseUrl, owner.api_keys.live);
  await setPlan(databaseUrl, owner.account_id, "publisher");
  const secret = (await api.post(`/v1/sites/${owner.site_id}/sso-secrets`)).json.secret as string;
  await api.call("PATCH", `/v1/sites/${owner.site_id}`, { embed: { sign_in_modes: ["guest", "magic_link", "sso"] } });
  return secret;
}

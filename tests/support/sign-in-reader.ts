import { SignJWT } from "jose";

import { apiClient, randomIp } from "./api-client";

/** A signed-in reader's session token (`ses_…`), through the real SSO sign-in. */
export async function signInReader(baseUrl: string, siteId: string, secret: string, sub: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ sub, name: `Reader ${sub}`, iat: now, exp: now + 600, aud: siteId })
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode(secret));
  const res = await apiClient(baseUrl, undefined, { ip: randomIp() }).post(`/v1/auth/sso?site_id=${siteId}`, {
    site_id: siteId,
    identity_token: token,
  });
  if (res.status !== 200) throw new Error(`SSO sign-in answered ${res.status}: ${res.text}`);
  return res.json.token as string;
}

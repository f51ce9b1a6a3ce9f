import { randomBytes } from "node:crypto";

import { SignJWT } from "jose";

import { apiClient, randomIp } from "./api-client";

/**
 * A reader signed in by SSO (with an e-mail address) through the real sign-in, speaking from their
 * own IP and the site's origin (name and e-mail may be given): `post` writes a comment with their bearer session token.
 */
export async function ssoReader(
  baseUrl: string,
  site: { id: string; origin: string; secret: string },
  sub = `reader-${randomBytes(3).toString("hex")}`,
  claims: { name?: string; email?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const name = claims.name ?? `Reader ${sub}`;
  const email = claims.email ?? `${sub}@example.org`;
  const token = await new SignJWT({
    sub,
    name,
    email,
    iat: now,
    exp: now + 600,
    aud: site.id,
  })
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode(site.secret));
  const client = apiClient(baseUrl, undefined, { ip: randomIp(), origin: site.origin });
  const res = await client.post(`/v1/auth/sso?site_id=${site.id}`, { site_id: site.id, identity_token: token });
  if (res.status !== 200) throw new Error(`SSO sign-in answered ${res.status}: ${res.text}`);
  const auth = { Authorization: `Bearer ${res.json.token}` };
  return {
    name,
    email,
    client,
    auth,
    post: (threadUrl: string, content: string) =>
      client.post(`/v1/comments?site_id=${site.id}`, { site_id: site.id, thread_url: threadUrl, content }, auth),
  };
}

import { apiClient } from "./api-client";
import { buildAccount } from "./factories";
import type { Bootstrapped } from "./run-cli";

/** A fresh account with a live client and a helper that posts comments to one of its pages. */
export async function commentFixture(baseUrl: string, databaseUrl: string) {
  const owner: Bootstrapped = await buildAccount(databaseUrl);
  const live = apiClient(baseUrl, owner.api_keys.live);
  let pages = 0;
  /** A page URL of the account's site no test has used yet. */
  const newPage = () => `https://example.com/${Date.now()}-${++pages}`;
  /** Posts a comment and returns its JSON, failing loudly unless it was created. */
  const comment = async (threadUrl: string, content: string, extra: Record<string, unknown> = {}) => {
    const res = await live.post("/v1/comments", { site_id: owner.site_id, thread_url: threadUrl, content, ...extra });
    if (res.status !== 201) throw new Error(`comment not created: ${res.status} ${res.text}`);
    return res.json;
  };
  /** Changes the site's settings through the Sites API, failing loudly unless they were taken. */
  const configure = async (settings: { embed?: Record<string, unknown>; moderation?: Record<string, unknown> }) => {
    const res = await live.call("PATCH", `/v1/sites/${owner.site_id}`, settings);
    if (res.status !== 200) throw new Error(`settings not taken: ${res.status} ${res.text}`);
  };
  return { owner, live, newPage, comment, configure };
}

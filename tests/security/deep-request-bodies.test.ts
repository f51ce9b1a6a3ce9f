import { beforeAll, describe, expect, inject, it } from "vitest";
import { apiClient, randomIp } from "../support/api-client";
import { bootstrap, type Bootstrapped } from "../support/run-cli";

/** A JSON body that nests `levels` objects inside one field, well under the 64 KB body limit. */
const deepBody = (fields: Record<string, unknown>, levels: number) =>
  `{${Object.entries(fields).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)},`).join("")}"x":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`;

describe.each(inject("servers"))("deeply nested request bodies on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  beforeAll(async () => {
    owner = await bootstrap(databaseUrl);
  });

  it("refuses a body nested 10,000 levels deep as invalid JSON, from a guest and from a key, with an Idempotency-Key too", async () => {
    const comment = { site_id: owner.site_id, thread_url: "https://example.com/deep", content: "hi" };
    const body = deepBody(comment, 10_000);
    expect(body.length).toBeLessThan(64 * 1024);
    const answers = [
      await apiClient(baseUrl, undefined, { ip: randomIp() }).post(`/v1/comments?site_id=${owner.site_id}`, body),
      await apiClient(baseUrl, owner.api_keys.live).post("/v1/comments", body),
      await apiClient(baseUrl, owner.api_keys.live).post("/v1/comments", body, { "Idempotency-Key": `deep-${Date.now()}` }),
      await apiClient(baseUrl, owner.api_keys.live).patch(`/v1/sites/${owner.site_id}`, deepBody({}, 10_000)),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json.code).toBe("invalid_json");
      expect(res.json.detail).toMatch(/32 levels/);
    }
  });

  it("still reads a body nested within the limit and answers its fields as usual", async () => {
    const res = await apiClient(baseUrl, owner.api_keys.live).post(
      "/v1/comments",
      deepBody({ site_id: owner.site_id, thread_url: "https://example.com/deep", content: "hi" }, 30),
    );
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("validation_failed");
  });
});

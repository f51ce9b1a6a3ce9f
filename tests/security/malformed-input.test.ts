// Class 5: bad input is a 4xx problem with a stable code, never a 500 and never a framework page.
// Deeply nested JSON, broken percent-encoding in paths, broken cookies and methods Next.js cannot
// serve are each caught where they would escape: the body reader, the custom server, the cookie
// reader. Every answer under /v1 is problem+json.
import { beforeAll, describe, expect, it } from "vitest";

import { randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { rawRequest, type RawResponse } from "../support/raw-request";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

const nestedArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

function expectProblem(res: RawResponse, status: number, code: string) {
  expect(res.status, res.text.slice(0, 200)).toBe(status);
  expect(res.headers["content-type"]).toBe("application/problem+json");
  expect(res.json).toMatchObject({ status, code, request_id: expect.stringMatching(/^req_/) });
  expect(res.headers["x-request-id"]).toBe(res.json.request_id);
}

describe.each(testServers())("malformed input on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "input.example.com" });
    await enableSso(baseUrl, databaseUrl, owner);
  });

  const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
    rawRequest(baseUrl, {
      method,
      path,
      body,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": randomIp(),
        Origin: "https://input.example.com",
        ...headers,
      },
    });

  it("refuses JSON nested deeper than 32 levels on every kind of body, as guest and with a key", async () => {
    const key = { "X-API-Key": owner.api_keys.live };
    const routes: [string, string, Record<string, string>][] = [
      ["POST", "/v1/comments", {}],
      ["POST", "/v1/comments", key],
      ["POST", "/v1/comments", { ...key, "Idempotency-Key": `deep-${Date.now()}` }],
      ["PATCH", `/v1/sites/${owner.site_id}`, key],
      ["POST", "/v1/auth/sso", {}],
      ["POST", "/v1/auth/magic-link", {}],
      ["POST", "/v1/webhooks", key],
      ["POST", "/v1/moderation/bulk", key],
    ];
    for (const [method, path, headers] of routes) {
      for (const body of [
        nestedArray(10_000),
        nestedObject(10_000),
        nestedArray(33),
        `{"site_id":${nestedArray(40)}}`,
      ]) {
        expectProblem(await send(method, path, body, headers), 400, "json_too_deep");
      }
    }
    // Brackets inside strings are text, not nesting.
    const inString = await send(
      "POST",
      "/v1/comments",
      JSON.stringify({ site_id: owner.site_id, thread_url: "https://input.example.com/a", content: "[".repeat(5000) }),
      key,
    );
    expect(inString.status).toBe(201);
    expect((await send("GET", `/v1/sites/${owner.site_id}`, "", key)).json.name).toBeTruthy();
  });

  it("answers broken percent-encoding in a /v1 path with 400 invalid_path", async () => {
    for (const path of [
      "/v1/comments/%E0%A4%A",
      "/v1/comments/%",
      "/v1/sites/%ZZ/bans",
      "/v1/%C0%AF",
      "/v1/comments/%E0%A4%A?site_id=x",
    ]) {
      for (const method of ["GET", "POST", "DELETE"]) {
        expectProblem(
          await rawRequest(baseUrl, { method, path, headers: { "X-API-Key": owner.api_keys.live } }),
          400,
          "invalid_path",
        );
      }
    }
    // Outside /v1 the answer is plain text, still a 400.
    const page = await rawRequest(baseUrl, { path: "/%E0%A4%A" });
    expect(page.status).toBe(400);
  });

  it("answers methods Next.js cannot serve with 405 method_not_allowed on every route", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE"]) {
      for (const path of ["/v1/sites", `/v1/sites/${owner.site_id}`, "/v1/comments", "/v1/nowhere"]) {
        const res = await rawRequest(baseUrl, { method, path, headers: { "X-API-Key": owner.api_keys.live } });
        expectProblem(res, 405, "method_not_allowed");
        expect(res.headers.allow).toContain("GET");
      }
    }
  });

  it("treats a malformed session cookie as a wrong credential (401), never a 500", async () => {
    const query = `/v1/comments?site_id=${owner.site_id}&thread_url=${encodeURIComponent("https://input.example.com/a")}`;
    for (const cookie of [
      "tl_session=%E0%A4%A",
      "tl_session=%",
      "tl_session=%ZZ",
      `tl_session=${"%".repeat(5000)}`,
      "tl_session=ses_%00abc",
    ]) {
      for (const [method, path, body] of [
        ["GET", query, undefined],
        ["GET", "/v1/auth/session", undefined],
        [
          "POST",
          "/v1/comments",
          JSON.stringify({ site_id: owner.site_id, thread_url: "https://input.example.com/a", content: "x" }),
        ],
      ] as const) {
        const res = await rawRequest(baseUrl, {
          method,
          path,
          body,
          headers: {
            Cookie: cookie,
            Origin: "https://input.example.com",
            "X-Forwarded-For": randomIp(),
            ...(body ? { "Content-Type": "application/json" } : {}),
          },
        });
        expectProblem(res, 401, "invalid_session");
      }
    }
  });

  it("keeps the other kinds of broken bodies as clear 4xx problems", async () => {
    const key = { "X-API-Key": owner.api_keys.live };
    expectProblem(await send("POST", "/v1/comments", "{", key), 400, "invalid_json");
    expectProblem(await send("POST", "/v1/comments", "", key), 400, "invalid_json");
    expectProblem(await send("POST", "/v1/comments", "x".repeat(70_000), key), 413, "payload_too_large");
    expectProblem(
      await send("POST", "/v1/comments", "{}", { ...key, "Content-Type": "text/plain" }),
      415,
      "unsupported_media_type",
    );
    expectProblem(await send("POST", "/v1/comments", '"\\ud800"', key), 422, "validation_failed");
    expectProblem(
      await send("POST", "/v1/comments", JSON.stringify({ site_id: { $gt: "" }, thread_url: ["a"], content: 1 }), key),
      422,
      "validation_failed",
    );
  });
});

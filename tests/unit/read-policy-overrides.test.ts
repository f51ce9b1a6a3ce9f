import { describe, expect, it } from "vitest";

import { readPolicyOverrides } from "@/lib/ratelimit/read-policy-overrides";

describe("RATE_LIMIT_OVERRIDES", () => {
  it("reads limits and windows by policy name", () => {
    expect(readPolicyOverrides(undefined)).toEqual({});
    expect(readPolicyOverrides(" ")).toEqual({});
    expect(readPolicyOverrides('{"apiKey":{"limit":1000000},"guestComment":{"limit":2,"windowSeconds":5}}')).toEqual({
      apiKey: { limit: 1000000 },
      guestComment: { limit: 2, windowSeconds: 5 },
    });
  });

  it.each([
    ["not JSON", "{apiKey:1}", /must be JSON/],
    ["an array", "[]", /JSON object/],
    ["an unknown policy", '{"apikey":{"limit":1}}', /unknown policy "apikey"/],
    ["an unknown setting", '{"apiKey":{"max":1}}', /not a setting/],
    ["zero", '{"apiKey":{"limit":0}}', /positive integer/],
    ["a fraction", '{"apiKey":{"windowSeconds":1.5}}', /positive integer/],
    ["a string", '{"apiKey":{"limit":"5"}}', /positive integer/],
  ])("refuses %s", (_, text, message) => {
    expect(() => readPolicyOverrides(text)).toThrow(message);
  });
});

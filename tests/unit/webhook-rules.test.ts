import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import { checkWebhookUrl } from "../../lib/webhooks/check-webhook-url";
import { eventTypeMatches } from "../../lib/webhooks/event-type-matches";
import { isAddressAllowed } from "../../lib/webhooks/is-address-allowed";
import { newWebhookSecret } from "../../lib/webhooks/new-webhook-secret";
import { maxRetryAfterMs, parseRetryAfter } from "../../lib/webhooks/parse-retry-after";
import { retryDelay } from "../../lib/webhooks/retry-delay";
import { signWebhook } from "../../lib/webhooks/sign-webhook";
import { webhookConfig } from "../../lib/webhooks/webhook-config";

describe("webhook target addresses", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "::1",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "169.254.0.1",
    "0.0.0.0",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "0x7f000001",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::",
    "2002:7f00:1::1",
    "64:ff9b::a9fe:a9fe",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isAddressAllowed(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450:4001::200e"])(
    "allows the public address %s",
    (address) => {
      expect(isAddressAllowed(address)).toBe(true);
    },
  );

  it.each([
    "http://127.0.0.1/hook",
    "http://[::1]:8080/",
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://0x7f000001/",
    "http://2130706433/",
    "http://017700000001/",
    "https://[::ffff:169.254.169.254]/",
    "http://[fd00::1]/",
  ])("refuses to register %s", (url) => {
    expect(() => checkWebhookUrl(url, false)).toThrow(expect.objectContaining({ code: "url_not_allowed" }));
    expect(() => checkWebhookUrl(url, true)).not.toThrow();
  });

  it("leaves host names to the check at send time", () => {
    expect(() => checkWebhookUrl("https://hooks.example.com/in", false)).not.toThrow();
    expect(() => checkWebhookUrl("http://localhost:3000/in", false)).not.toThrow();
  });
});

describe("retry schedule", () => {
  it("spans about three days with the default schedule, in growing steps", () => {
    const { retryScheduleMs } = webhookConfig();
    const total = retryScheduleMs.reduce((sum, ms) => sum + ms, 0);
    expect(total / 3_600_000).toBeGreaterThan(70);
    expect(total / 3_600_000).toBeLessThan(80);
    expect(retryScheduleMs.every((ms, i) => i === 0 || ms >= retryScheduleMs[i - 1]!)).toBe(true);
  });

  it("jitters each wait by at most 20% and stops at the end of the schedule", () => {
    const schedule = [1000, 60_000];
    expect(retryDelay(0, schedule, () => 0)).toBe(800);
    expect(retryDelay(0, schedule, () => 0.999999)).toBe(1200);
    expect(retryDelay(1, schedule, () => 0.5)).toBe(60_000);
    expect(retryDelay(2, schedule)).toBeNull();
    const delays = new Set(Array.from({ length: 50 }, () => retryDelay(1, schedule)));
    expect(delays.size).toBeGreaterThan(1);
  });

  it("reads Retry-After as seconds or as an HTTP date, capped at a day", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("999999999", now)).toBe(maxRetryAfterMs);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});

describe("event type filters", () => {
  it("matches exact types, groups and everything", () => {
    expect(eventTypeMatches(["*"], "site.deleted")).toBe(true);
    expect(eventTypeMatches(["comment.created"], "comment.created")).toBe(true);
    expect(eventTypeMatches(["comment.created"], "comment.updated")).toBe(false);
    expect(eventTypeMatches(["comment.*"], "comment.updated")).toBe(true);
    expect(eventTypeMatches(["comment.*"], "comments.updated")).toBe(false);
    expect(eventTypeMatches(["site.updated", "comment.created"], "site.updated")).toBe(true);
  });
});

describe("signatures", () => {
  it("signs so that the standardwebhooks package verifies with either secret during a rotation", () => {
    const [current, previous, stranger] = [newWebhookSecret(), newWebhookSecret(), newWebhookSecret()];
    expect(current).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = JSON.stringify({ id: "evt_1", type: "comment.created", data: { object: { content: "héllo" } } });
    const headers = signWebhook({ msgId: "whd_1", timestamp: new Date(), body, secrets: [current, previous] });
    expect(headers["webhook-id"]).toBe("whd_1");
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+ v1,[A-Za-z0-9+/=]+$/);
    expect(new Webhook(current).verify(body, headers)).toMatchObject({ id: "evt_1" });
    expect(new Webhook(previous).verify(body, headers)).toMatchObject({ id: "evt_1" });
    expect(() => new Webhook(stranger).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(body.replace("héllo", "hello"), headers)).toThrow();
  });
});

import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { startWebhookReceiver, type WebhookReceiver } from "../support/start-webhook-receiver";
import { waitFor } from "../support/wait-for";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { signInAs } from "./support/sign-in-as";

// The shared test server may not deliver to this machine (the SSRF rules): this file starts its own
// server with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 and a receiver on 127.0.0.1.
describe.skipIf(!findChromium())("an endpoint's delivery log", () => {
  const session = launchBrowser();

  let own: OwnServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // The first two requests fail (the attempt and its one quick retry), everything after succeeds.
    receiver = await startWebhookReceiver((_request, index) => ({ status: index < 2 ? 500 : 200 }));
    own = await startServerOn("sqlite", {
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: "1",
      WEBHOOK_RETRY_SCHEDULE_MS: "0",
      WEBHOOK_POLL_MS: "100",
    });
  });
  afterAll(async () => {
    await own?.stop();
    await receiver?.close();
  });

  it("sends a test event, logs its failed attempts, and retries it from the log", async () => {
    const server = { baseUrl: own.baseUrl(), databaseUrl: own.databaseUrl };
    const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
    const owner = await buildAccount(server.databaseUrl, { email: email });
    const context = await session.newContext({
      colorScheme: "dark",
      viewport: { width: 1280, height: 900 },
      reducedMotion: "reduce",
    });
    await signInAs(context, server, email);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/webhooks`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkAccessibility(page);
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByLabel("comment.created").check();
    await page.getByRole("button", { name: "Create live endpoint" }).click();
    const secret = (await page.getByTestId("secret-value").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByTestId("webhook-row").getByRole("link").click();
    await page.getByText("No deliveries yet").waitFor();
    await checkAccessibility(page);

    await page.getByRole("button", { name: "Send test event" }).click();
    await receiver.until("two failed attempts", (all) => all.filter((r) => r.answered === 500).length === 2);
    const delivery = page.getByTestId("delivery-row").first();
    // The log is read when the page is drawn: refresh until the delivery has run out of retries.
    await waitFor("the failed delivery in the log", async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      const text = (await delivery.textContent({ timeout: 2000 }).catch(() => "")) ?? "";
      return text.includes("failed") ? text : undefined;
    }).then((text) => {
      expect(text).toContain("webhook.test");
      expect(text).toContain("2 attempts");
      expect(text).toContain("HTTP 500");
      expect(text).toContain("http_error");
    });
    // The details show each attempt's request (signed headers, the event's body) and the answer.
    await delivery.getByText("Request and response").click();
    const newest = delivery.getByRole("region", { name: "Attempt 2" });
    await expect.poll(() => newest.getByLabel("Request 2 headers").textContent()).toContain("webhook-signature: v1,");
    await expect.poll(() => newest.getByLabel("Request 2 body").textContent()).toContain('"type": "webhook.test"');
    await expect.poll(() => newest.getByText("Response: HTTP 500").count()).toBe(1);
    await expect.poll(() => newest.getByLabel("Response 2 body").textContent()).toBe("receiver says hello");
    await expect.poll(() => delivery.getByRole("region", { name: "Attempt 1" }).count()).toBe(1);
    expect(await page.content()).not.toContain(secret);
    await checkAccessibility(page);

    await delivery.getByRole("button", { name: "Retry" }).click();
    await receiver.until("the retried request", (all) => all.some((r) => r.answered === 200));
    await waitFor("the succeeded delivery in the log", async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      const text = (await delivery.textContent({ timeout: 2000 }).catch(() => "")) ?? "";
      return text.includes("succeeded") ? text : undefined;
    }).then((text) => expect(text).toContain("3 attempts"));
    await expect.poll(() => delivery.getByRole("button", { name: "Retry" }).count()).toBe(0);

    // The three requests were the same delivery (one webhook-id), and the API's log agrees.
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    const [endpoint] = (await apiClient(server.baseUrl, owner.api_keys.live).get("/v1/webhooks")).json.webhooks;
    const log = await apiClient(server.baseUrl, owner.api_keys.live).get(`/v1/webhooks/${endpoint.id}/deliveries`);
    expect(log.json.deliveries).toMatchObject([{ event_type: "webhook.test", status: "succeeded", attempt_count: 3 }]);
    await checkAccessibility(page);
  });
});

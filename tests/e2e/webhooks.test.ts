import { randomBytes } from "node:crypto";

import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount, buildMember } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { captureNextAction, replayAction } from "./support/replay-action";
import { signInAs } from "./support/sign-in-as";

const shared = testServers().find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");

type Server = { baseUrl: string; databaseUrl: string };
type Owner = Bootstrapped & { email: string };

async function newOwner(server: Server): Promise<Owner> {
  const email = `owner-${unique()}@example.com`;
  return { ...(await buildAccount(server.databaseUrl, { email: email })), email };
}

describe.skipIf(!findChromium())("the Webhooks pages", () => {
  const session = launchBrowser();

  async function signedIn(
    server: Server,
    email: string,
    colorScheme: "light" | "dark" = "light",
    width = 1280,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await session.newContext({
      colorScheme,
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    await signInAs(context, server, email);
    return { context, page: await context.newPage() };
  }

  async function open(page: Page, url: string): Promise<void> {
    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkAccessibility(page);
  }

  it("creates an endpoint and shows its secret once, refuses an internal address beside the URL, edits, disables, rotates and deletes it", async () => {
    const owner = await newOwner(shared);
    const live = apiClient(shared.baseUrl, owner.api_keys.live);
    const { page } = await signedIn(shared, owner.email);
    await open(page, `${shared.baseUrl}/webhooks`);
    await page.getByText("No live endpoints yet").waitFor();

    // An IP address inside the network is refused at once, in words beside the field, and what was typed stays.
    await page.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/hook");
    await page.getByLabel("comment.created").check();
    await page.getByRole("button", { name: "Create live endpoint" }).click();
    await page.getByText("must point at a public address").waitFor();
    // … and says how to test a local receiver instead.
    await page.getByText("npx threadline webhooks listen --forward-to <your local URL>").waitFor();
    await expect.poll(() => page.getByLabel("Endpoint URL").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.getByLabel("Endpoint URL").inputValue()).toBe("http://127.0.0.1:9/hook");
    await checkAccessibility(page);

    await page.getByLabel("Endpoint URL").fill("https://hooks.example.com/t");
    await page.getByLabel("Description (optional)").fill("CRM sync");
    await page.getByRole("button", { name: "Create live endpoint" }).click();
    const secretBox = page.getByTestId("secret-value");
    await secretBox.waitFor();
    const secret = (await secretBox.textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await checkAccessibility(page);
    await page.getByRole("button", { name: "Done" }).click();
    await secretBox.waitFor({ state: "detached" });

    const row = page.getByTestId("webhook-row");
    await row.getByText("https://hooks.example.com/t").waitFor();
    await expect.poll(() => row.textContent()).toContain("comment.created");
    // Shown once: not on the page after the dialog, nor after a reload.
    await page.reload();
    await row.first().waitFor();
    await expect(page.content()).resolves.not.toContain(secret);

    const listed = await live.get("/v1/webhooks");
    expect(listed.json.webhooks).toHaveLength(1);
    const [endpoint] = listed.json.webhooks;
    expect(endpoint).toMatchObject({
      url: "https://hooks.example.com/t",
      description: "CRM sync",
      events: ["comment.created"],
      livemode: true,
      status: "enabled",
    });
    await expect(apiClient(shared.baseUrl, owner.api_keys.test).get("/v1/webhooks")).resolves.toMatchObject({
      json: { total: 0 },
    });

    // The endpoint's page: edit.
    await row.getByRole("link").click();
    await page.waitForURL(`**/webhooks/${endpoint.id}`);
    await page.getByRole("heading", { level: 1, name: "CRM sync" }).waitFor();
    await checkAccessibility(page);
    await page.getByLabel("Description (optional)").fill("CRM sync v2");
    await page.getByLabel("comment.deleted").check();
    await page.getByRole("checkbox", { name: "My site" }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Endpoint saved").waitFor();
    await waitFor("the edit through the API", async () => {
      const read = (await live.get(`/v1/webhooks/${endpoint.id}`)).json;
      return read.description === "CRM sync v2" ? read : undefined;
    }).then((read) =>
      expect(read).toMatchObject({ events: ["comment.created", "comment.deleted"], site_ids: [owner.site_id] }),
    );

    // Disable, then enable again.
    await page.getByRole("button", { name: "Disable" }).click();
    await page.getByText("disabled by a member").first().waitFor();
    await expect(live.get(`/v1/webhooks/${endpoint.id}`)).resolves.toMatchObject({
      json: { status: "disabled", disabled_reason: "manual" },
    });
    await expect.poll(() => page.getByRole("button", { name: "Send test event" }).isDisabled()).toBe(true);
    await checkAccessibility(page);
    await page.getByRole("button", { name: "Enable" }).click();
    await page.getByRole("button", { name: "Disable" }).waitFor();
    await expect(live.get(`/v1/webhooks/${endpoint.id}`)).resolves.toMatchObject({
      json: { status: "enabled", disabled_reason: null },
    });

    // Rotate: the confirmation explains the overlap; the new secret is shown once and differs.
    await page.getByRole("button", { name: "Rotate secret" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect.poll(() => confirm.textContent()).toContain("24 hours");
    await checkAccessibility(page);
    await confirm.getByRole("button", { name: "Rotate secret" }).click();
    await secretBox.waitFor();
    const rotated = (await secretBox.textContent())!;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByText("the previous secret also signs until").waitFor();
    await expect(live.get(`/v1/webhooks/${endpoint.id}`)).resolves.toMatchObject({
      json: { previous_secret_expires_at: expect.any(String) },
    });

    // Delete, behind its confirmation.
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete endpoint" }).click();
    await page.waitForURL(/\/webhooks$/);
    await page.getByText("No live endpoints yet").waitFor();
    await expect(live.get(`/v1/webhooks/${endpoint.id}`)).resolves.toMatchObject({ status: 404 });
  });

  it("keeps test endpoints apart behind the Live/Test switch, at 375 px in dark", async () => {
    const owner = await newOwner(shared);
    const { page } = await signedIn(shared, owner.email, "dark", 375);
    await open(page, `${shared.baseUrl}/webhooks`);
    await page.getByRole("navigation", { name: "Mode" }).getByRole("link", { name: "Test" }).click();
    await page.waitForURL(/mode=test/);
    await page.getByText("No test endpoints yet").waitFor();
    await checkAccessibility(page);

    await page.getByLabel("Endpoint URL").fill("https://hooks.example.com/test-mode");
    await page.getByLabel("All events").check();
    await expect.poll(() => page.getByLabel("comment.created").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Create test endpoint" }).click();
    await page.getByTestId("secret-value").waitFor();
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByTestId("webhook-row").getByText("All events").waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);

    const test = await apiClient(shared.baseUrl, owner.api_keys.test).get("/v1/webhooks");
    expect(test.json.webhooks).toMatchObject([
      { url: "https://hooks.example.com/test-mode", events: ["*"], livemode: false },
    ]);
    await expect(apiClient(shared.baseUrl, owner.api_keys.live).get("/v1/webhooks")).resolves.toMatchObject({
      json: { total: 0 },
    });
    // The test endpoint does not exist in live mode: its page without ?mode=test is not found.
    await page.getByTestId("webhook-row").getByRole("link").click();
    await page.waitForURL(/mode=test/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // (The status stays 200: the page streams behind its loading skeleton before it knows.)
    await page.goto(`${shared.baseUrl}/webhooks/${test.json.webhooks[0].id}`);
    await page.getByText("No such webhook endpoint").waitFor();
    await checkAccessibility(page);
  });

  it("refuses a moderator (pages and replayed actions) and another account's endpoint ids", async () => {
    const owner = await newOwner(shared);
    const other = await newOwner(shared);
    const moderator = `mod-${unique()}@example.com`;
    await buildMember(shared.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });
    const created = await apiClient(shared.baseUrl, owner.api_keys.live).post("/v1/webhooks", {
      url: "https://hooks.example.com/a",
      events: ["*"],
    });
    const id = created.json.id as string;

    // The owner disables it once, so the action's request can be replayed by others.
    const { page } = await signedIn(shared, owner.email);
    await open(page, `${shared.baseUrl}/webhooks/${id}`);
    const captured = captureNextAction(page);
    await page.getByRole("button", { name: "Disable" }).click();
    const action = await captured;
    await page.getByRole("button", { name: "Enable" }).waitFor();
    expect(action.args[0]).toMatchObject({ webhook_id: id, status: "disabled", mode: "live" });

    const asModerator = await signedIn(shared, moderator);
    for (const path of ["/webhooks", `/webhooks/${id}`, "/webhooks?mode=test"]) {
      await asModerator.page.goto(`${shared.baseUrl}${path}`);
      await asModerator.page.getByRole("heading", { name: "This page is not for your role" }).waitFor();
      await checkAccessibility(asModerator.page);
    }
    await expect(
      replayAction(asModerator.context, action, [{ ...(action.args[0] as object), status: "enabled" }]),
    ).resolves.toMatchObject({ ok: false, code: "forbidden" });

    // The other account's owner: the id is simply not found, on the page and through the action.
    const asOther = await signedIn(shared, other.email, "dark");
    await asOther.page.goto(`${shared.baseUrl}/webhooks/${id}`);
    await asOther.page.getByText("No such webhook endpoint").waitFor();
    await checkAccessibility(asOther.page);
    await expect(
      replayAction(asOther.context, action, [{ ...(action.args[0] as object), status: "enabled" }]),
    ).resolves.toMatchObject({ ok: false, code: "webhook_not_found" });

    // Neither replay changed anything; the owner's own replay works.
    await expect(apiClient(shared.baseUrl, owner.api_keys.live).get(`/v1/webhooks/${id}`)).resolves.toMatchObject({
      json: { status: "disabled" },
    });
    await expect(
      replayAction((await signedIn(shared, owner.email)).context, action, [
        { ...(action.args[0] as object), status: "enabled" },
      ]),
    ).resolves.toMatchObject({ ok: true });
    await expect(apiClient(shared.baseUrl, owner.api_keys.live).get(`/v1/webhooks/${id}`)).resolves.toMatchObject({
      json: { status: "enabled" },
    });
  });
});

// Settings → API keys: create a key shown once, use it, revoke it; a moderator is refused.
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount, buildMember } from "../support/factories";
import type { Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { allLooks, openPage } from "./support/open-page";
import { signInAs } from "./support/sign-in-as";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())("Settings → API keys", () => {
  const session = launchBrowser();
  let owner: Bootstrapped;
  let email: string;

  beforeAll(async () => {
    email = `keys-${Date.now()}@example.com`;
    owner = await buildAccount(server.databaseUrl, { email: email });
  });

  it("creates a test key shown once, which works against the API, and revokes it", async () => {
    const page = await openPage(
      session,
      `${server.baseUrl}/settings/api-keys`,
      { colorScheme: "light", viewport: "desktop" },
      (context) => signInAs(context, server, email),
    );
    await checkAccessibility(page);
    // A name with nothing visible is refused beside the field.
    await page.getByLabel("Name").fill("\u200b\u202e");
    await page.getByRole("button", { name: "Create key" }).click();
    await page.getByText("must contain at least one visible character").waitFor();

    await page.getByLabel("Name").fill("CI runner");
    await page.getByLabel("Test").check();
    await page.getByRole("button", { name: "Create key" }).click();
    const dialog = page.getByRole("dialog", { name: "Your new API key" });
    await dialog.waitFor();
    await dialog.getByText("it will not be shown again").waitFor();
    const key = (await dialog.getByTestId("secret-value").textContent())!;
    expect(key).toMatch(/^key_test_[0-9A-Za-z]{40}$/);
    await checkAccessibility(page);
    await dialog.getByRole("button", { name: "Done" }).click();

    // The key works, and the list shows it without the secret.
    expect((await apiClient(server.baseUrl, key).get("/v1/sites")).status).toBe(200);
    const row = page.getByTestId("api-key-row").filter({ hasText: "CI runner" });
    await expect.poll(() => row.textContent()).toContain(key.slice(0, 17));
    await expect(page.content()).resolves.not.toContain(key);

    await row.getByRole("button", { name: "Revoke" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect.poll(() => confirm.textContent()).toContain("stop working at once");
    await checkAccessibility(page);
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await row.getByText("revoked").waitFor();
    expect((await apiClient(server.baseUrl, key).get("/v1/sites")).status).toBe(401);
    // The bootstrap keys were untouched.
    expect((await apiClient(server.baseUrl, owner.api_keys.live).get("/v1/sites")).status).toBe(200);
  });

  it.each(allLooks)("looks finished in $colorScheme at $viewport", async (look) => {
    const page = await openPage(session, `${server.baseUrl}/settings/api-keys`, look, (context) =>
      signInAs(context, server, email),
    );
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await checkAccessibility(page);
  });

  it("shows a moderator the no-access page instead", async () => {
    const moderator = `keys-mod-${Date.now()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });
    const page = await openPage(
      session,
      `${server.baseUrl}/settings/api-keys`,
      { colorScheme: "dark", viewport: "mobile" },
      (context) => signInAs(context, server, moderator),
    );
    await page.waitForURL(/\/no-access$/);
    await page.getByRole("heading", { name: "This page is not for your role" }).waitFor();
    await expect(page.content()).resolves.not.toContain(owner.api_keys.live.slice(0, 17));
    await checkAccessibility(page);
  });
});

// The one browser test that walks the real magic-link sign-in: the proxy's redirect, the form,
// the dev mailbox, the link, and the page asked for in the first place.
import { readdirSync, readFileSync } from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import { bootstrap } from "../support/run-cli";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { openPage } from "./support/open-page";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())("signing in to the dashboard", () => {
  const session = launchBrowser();
  let email: string;

  beforeAll(async () => {
    email = `walk-${Date.now()}@example.com`;
    await bootstrap(server.databaseUrl, ["--email", email, "--site-name", "Walkthrough"]);
  });

  it("walks from a dashboard URL through the e-mailed link back to that page", async () => {
    const page = await openPage(session, `${server.baseUrl}/settings/api-keys`, {
      colorScheme: "light",
      viewport: "mobile",
    });
    await page.waitForURL(/\/sign-in\?callbackUrl=%2Fsettings%2Fapi-keys$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in to Threadline");
    await checkAccessibility(page);

    // A malformed address is refused beside the field, before anything is sent.
    await page.getByLabel("E-mail address").fill("not-an-address");
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await page.getByText("Enter your e-mail address").waitFor();

    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await page.waitForURL(/\/sign-in\/check-email/);
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
    await checkAccessibility(page);

    const mail = await waitFor("the sign-in mail", async () =>
      readdirSync(server.mailDir)
        .map((file) => JSON.parse(readFileSync(`${server.mailDir}/${file}`, "utf8")) as { to: string; text: string })
        .find((m) => m.to === email),
    );
    const link = /http:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail.text)![0];
    await page.goto(link);
    await page.waitForURL(`${server.baseUrl}/settings/api-keys`);
    await page.getByRole("heading", { level: 1, name: "API keys" }).waitFor();
    await checkAccessibility(page);

    // The same link a second time signs nobody in.
    const again = await openPage(session, link, { colorScheme: "dark", viewport: "desktop" });
    await again.waitForURL(/\/sign-in\/error\?error=Verification/);
    await again.getByText("has expired or has already been used").waitFor();
    await checkAccessibility(again);
  });
});

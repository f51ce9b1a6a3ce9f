import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { openPage, type PageLook } from "./support/open-page";
import { waitForMailLink } from "./support/read-mailbox";

const server = testServers().find((s) => s.name === "sqlite")!;

/** A site with SSO on its own domain: its origin, a page, and its readers. */
async function mailSite() {
  const origin = `https://mail-pages-${randomBytes(3).toString("hex")}.example.com`;
  const owner = await buildAccount(server.databaseUrl, { domain: new URL(origin).host });
  const secret = await enableSso(server.baseUrl, server.databaseUrl, owner);
  const site = { id: owner.site_id, origin, secret };
  return { owner, site, page: `${origin}/post-${randomBytes(3).toString("hex")}` };
}

/** The page's overflow at 375 px: nothing may scroll sideways. */
const scrollsSideways = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.skipIf(!findChromium())("reader mail's pages", () => {
  const session = launchBrowser();

  it.each<PageLook>([
    { colorScheme: "light", viewport: "desktop" },
    { colorScheme: "dark", viewport: "mobile" },
  ])(
    "confirms a guest's address with the button, never by opening the link ($colorScheme, $viewport)",
    async (look) => {
      const { site, page: thread } = await mailSite();
      const address = `guest-${randomBytes(4).toString("hex")}@example.net`;
      const guest = apiClient(server.baseUrl, undefined, { ip: randomIp(), origin: site.origin });
      const posted = await guest.post(`/v1/comments?site_id=${site.id}`, {
        site_id: site.id,
        thread_url: thread,
        content: "A guest's question",
        author_name: "Gwen Guest",
        notify_email: address,
      });
      expect(posted.status).toBe(201);
      const { mail } = await waitForMailLink(server.mailDir, address);
      expect(mail.subject).toBe("Confirm your address for replies on My site");
      const link = /https?:\/\/\S+\/mail\/confirm\?token=mc_\w{43}/.exec(mail.text)?.[0];
      expect(link).toBeDefined();

      const page = await openPage(session, link!, look);
      await page.getByRole("heading", { level: 1, name: "Get e-mail from My site?" }).waitFor();
      expect(await page.textContent("main")).not.toContain(address);
      expect(await scrollsSideways(page)).toBe(false);
      await checkAccessibility(page);
      // Opening the page confirmed nothing.
      const confirmedAt = async () =>
        (
          await queryDatabase(server.databaseUrl, `SELECT "confirmedAt" FROM "Subscriber" WHERE email = $1`, [address])
        )[0]?.confirmedAt;
      expect(await confirmedAt()).toBeNull();

      await page.getByRole("button", { name: "Confirm my address" }).click();
      await page.getByRole("heading", { level: 1, name: "Address confirmed" }).waitFor();
      await expect(page.getByRole("status").textContent()).resolves.toContain("Every mail has a link to stop it");
      await checkAccessibility(page);
      expect(await confirmedAt()).not.toBeNull();
      const again = await page.goto(link!);
      expect(again?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "This link no longer works" }).waitFor();
      await checkAccessibility(page);
    },
  );

  it.each<PageLook>([
    { colorScheme: "dark", viewport: "desktop" },
    { colorScheme: "light", viewport: "mobile" },
  ])("stops mail about one page, then all mail, from the unsubscribe page ($colorScheme, $viewport)", async (look) => {
    const { site, page: thread } = await mailSite();
    const asker = await ssoReader(server.baseUrl, site);
    const replier = await ssoReader(server.baseUrl, site);
    const question = await asker.post(thread, "Will anyone answer?");
    const answer = await replier.client.post(
      `/v1/comments?site_id=${site.id}`,
      { site_id: site.id, thread_url: thread, content: "Yes, here.", parent_id: question.json.id },
      replier.auth,
    );
    expect(answer.status).toBe(201);
    const { mail } = await waitForMailLink(server.mailDir, asker.email);
    const unsubscribe = /https?:\/\/\S+\/mail\/unsubscribe\?token=mu_\w{43}/.exec(mail.text)?.[0];
    expect(unsubscribe).toBeDefined();

    const page = await openPage(session, unsubscribe!, look);
    await page.getByRole("heading", { level: 1, name: "Unsubscribe from My site" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await checkAccessibility(page);
    await page.getByRole("button", { name: "Only stop mail about this page" }).click();
    await page.getByRole("heading", { level: 1, name: "Unsubscribed from this page" }).waitFor();
    await checkAccessibility(page);
    const settings = () =>
      asker.client
        .get(`/v1/notifications/settings?site_id=${site.id}`, asker.auth)
        .then((res) => res.json as { stopped: boolean });
    expect((await settings()).stopped).toBe(false);

    await page.goto(unsubscribe!);
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Unsubscribed" }).waitFor();
    await checkAccessibility(page);
    expect((await settings()).stopped).toBe(true);
  });
});

// A site's Import & export page: upload an export with a progress bar, see the import listed, download the export.
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount, buildMember } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { allLooks, openPage } from "./support/open-page";
import { readDownload } from "./support/read-download";
import { signInAs } from "./support/sign-in-as";

const server = testServers().find((s) => s.name === "sqlite")!;
const wordpressFile = "tests/fixtures/imports/wordpress-sample.xml";

describe.skipIf(!findChromium())("a site's Import & export page", () => {
  const session = launchBrowser();
  let owner: Bootstrapped;
  let email: string;

  beforeAll(async () => {
    email = `import-${Date.now()}@example.com`;
    owner = await buildAccount(server.databaseUrl, { email: email });
  });

  it("imports a WordPress export with a progress bar, lists it, and downloads the export", async () => {
    const url = `${server.baseUrl}/sites/${owner.site_id}/data`;
    const page = await openPage(session, url, { colorScheme: "light", viewport: "desktop" }, (context) =>
      signInAs(context, server, email),
    );
    await page.getByText("No imports yet").waitFor();
    await checkAccessibility(page);

    // No file: said beside the field, nothing sent.
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByText("Choose the export file to import.").waitFor();
    // A half rewrite rule: the server's words beside the field.
    await page.getByLabel("Export from").selectOption("wordpress");
    await page.getByLabel("File").setInputFiles(wordpressFile);
    await page.getByText("The site moved to a new address?").click();
    await page.getByLabel("Old address").fill("https://wp.example.com/");
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByText("rewrite_from and rewrite_to come together").waitFor();
    await page.getByLabel("Old address").fill("");

    await page.getByRole("button", { name: "Import" }).click();
    const progress = page.getByTestId("import-progress");
    await progress.getByText("Done").waitFor();
    await expect.poll(() => progress.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    await expect
      .poll(() => progress.textContent())
      .toContain("5 comments imported · 2 new threads · 3 records skipped");
    await progress.getByText("Skipped records").click();
    await progress.getByText(/line \d+ · wordpress:104/).waitFor();
    await checkAccessibility(page);

    await page.reload();
    const row = page.getByTestId("import-row").first();
    await expect.poll(() => row.textContent()).toContain("WordPress: wordpress-sample.xml");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download export" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^threadline-site_\w+-live-\d{4}-\d\d-\d\d\.jsonl$/);
    const lines = (await readDownload(download))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ type: "threadline_export", site_id: owner.site_id });
    expect(lines.filter((line) => line.type === "comment")).toHaveLength(5);
  });

  it("downloads a reader's data and erases it after a confirmation", async () => {
    const domain = `readers-${Date.now()}.example.com`;
    const readerOwnerEmail = `readers-${Date.now()}@example.com`;
    const readerOwner = await buildAccount(server.databaseUrl, { email: readerOwnerEmail, domain: domain });
    const secret = await enableSso(server.baseUrl, server.databaseUrl, readerOwner);
    const reader = await ssoReader(server.baseUrl, { id: readerOwner.site_id, origin: `https://${domain}`, secret });
    expect((await reader.post(`https://${domain}/post`, "Please forget me")).status).toBe(201);

    const page = await openPage(
      session,
      `${server.baseUrl}/sites/${readerOwner.site_id}/data`,
      { colorScheme: "dark", viewport: "mobile" },
      (context) => signInAs(context, server, readerOwnerEmail),
    );
    await page.getByRole("heading", { name: "A reader's data" }).waitFor();
    await page.getByRole("button", { name: "Erase their data…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Erase" }).click();
    await page.getByText("Enter the reader's id or e-mail address.").waitFor();

    await page.getByLabel("Reader id or e-mail address").fill(reader.email);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download their data" }).click(),
    ]);
    const data = JSON.parse(await readDownload(download));
    expect(data).toMatchObject({
      object: "reader_data",
      reader: { email: reader.email },
      comments: [{ content: "Please forget me" }],
    });

    await page.getByRole("button", { name: "Erase their data…" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect.poll(() => confirm.textContent()).toContain("cannot be undone");
    await checkAccessibility(page);
    await confirm.getByRole("button", { name: "Erase" }).click();
    await expect.poll(() => page.getByTestId("erasure-result").textContent()).toContain("1 comment(s) anonymized");
    const after = await apiClient(server.baseUrl, readerOwner.api_keys.live).get(
      `/v1/sites/${readerOwner.site_id}/reader-data?email=${encodeURIComponent(reader.email)}`,
    );
    expect(after.json).toMatchObject({ reader: null, comments: [] });
  });

  it.each(allLooks)("looks finished in $colorScheme at $viewport", async (look) => {
    const page = await openPage(session, `${server.baseUrl}/sites/${owner.site_id}/data`, look, (context) =>
      signInAs(context, server, email),
    );
    await page.getByRole("heading", { name: "Import comments" }).waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await checkAccessibility(page);
    if (process.env.SCREENSHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SCREENSHOTS_DIR}/site-data-${look.colorScheme}-${look.viewport}.png`,
        fullPage: true,
      });
  });

  it("refuses a moderator's session, another account's site, and an upload from another origin", async () => {
    const moderator = `import-mod-${Date.now()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });
    const page = await openPage(
      session,
      `${server.baseUrl}/moderation`,
      { colorScheme: "dark", viewport: "mobile" },
      (context) => signInAs(context, server, moderator),
    );
    const asModerator = await page.evaluate(async (siteId) => {
      const response = await fetch(`/site-data/${siteId}/imports?format=disqus`, {
        method: "POST",
        body: "<disqus/>",
        redirect: "manual",
      });
      return response.type === "opaqueredirect" ? "redirect" : String(response.status);
    }, owner.site_id);
    expect(asModerator).toBe("redirect");

    const other = `import-other-${Date.now()}@example.com`;
    const stranger = await buildAccount(server.databaseUrl, { email: other });
    const strangerPage = await openPage(
      session,
      `${server.baseUrl}/sites`,
      { colorScheme: "light", viewport: "desktop" },
      (context) => signInAs(context, server, other),
    );
    const answers = await strangerPage.evaluate(async (siteId) => {
      const upload = await fetch(`/site-data/${siteId}/imports?format=disqus`, { method: "POST", body: "<disqus/>" });
      const download = await fetch(`/site-data/${siteId}/export`);
      return [upload.status, (await upload.json()).code, download.status];
    }, owner.site_id);
    expect(answers).toEqual([404, "site_not_found", 404]);

    // A cross-site POST carrying the session cookie (say, a page elsewhere posting a form) is refused.
    const cookies = await strangerPage.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const forged = await fetch(`${server.baseUrl}/site-data/${stranger.site_id}/imports?format=disqus`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/xml" },
      body: "<disqus/>",
    });
    expect(forged.status).toBe(403);
    expect(
      (await apiClient(server.baseUrl, stranger.api_keys.live).get(`/v1/sites/${stranger.site_id}/imports`)).json
        .imports,
    ).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { openPage, type PageLook } from "./support/open-page";
import { readDownload } from "./support/read-download";
import { waitForMailLink } from "./support/read-mailbox";

const server = testServers().find((s) => s.name === "sqlite")!;
const origin = "https://own-data-page.example.com";

/** A signed-in reader with one comment, who asked for `kind` by e-mail: the reader and the link. */
async function readerWhoAsked(kind: "export" | "erase", content: string) {
  const owner = await buildAccount(server.databaseUrl, { domain: new URL(origin).host });
  const secret = await enableSso(server.baseUrl, server.databaseUrl, owner);
  const reader = await ssoReader(server.baseUrl, { id: owner.site_id, origin, secret });
  const written = await reader.post(`${origin}/post`, content);
  expect(written.status).toBe(201);
  const asked = await reader.client.post(
    `/v1/auth/session/data-request?site_id=${owner.site_id}`,
    { kind },
    reader.auth,
  );
  expect(asked.status).toBe(202);
  const { link } = await waitForMailLink(server.mailDir, reader.email);
  expect(link).toMatch(/\/reader-data\/confirm\?token=rdt_\w+$/);
  return { owner, reader, link, commentId: written.json.id as string };
}

describe.skipIf(!findChromium())("a reader's data-request page", () => {
  const session = launchBrowser();

  it.each<PageLook>([
    { colorScheme: "light", viewport: "desktop" },
    { colorScheme: "dark", viewport: "mobile" },
  ])("downloads the data once, then the link no longer works ($colorScheme, $viewport)", async (look) => {
    const { reader, link } = await readerWhoAsked("export", "Keep a copy of this");
    const page = await openPage(session, link, look);
    await page.getByRole("heading", { level: 1, name: /^Your data on / }).waitFor();
    await checkAccessibility(page);

    await page.getByRole("button", { name: "Download my data" }).click();
    await page.getByText("Your data is ready (1 comment(s)).").waitFor();
    await checkAccessibility(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my-comment-data.json" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("my-comment-data.json");
    expect(JSON.parse(await readDownload(download))).toMatchObject({
      object: "reader_data",
      reader: { email: reader.email },
      comments: [{ content: "Keep a copy of this" }],
    });

    const again = await page.goto(link);
    expect(again?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "This link no longer works" }).waitFor();
    await checkAccessibility(page);
  });

  it("erases the reader's data only once the button is pressed, and signs them out", async () => {
    const { owner, reader, link, commentId } = await readerWhoAsked("erase", "Forget this");
    const api = apiClient(server.baseUrl, owner.api_keys.live);
    const page = await openPage(session, link, { colorScheme: "light", viewport: "mobile" });
    await page.getByRole("heading", { level: 1, name: /^Erase your data on / }).waitFor();
    expect((await api.get(`/v1/comments/${commentId}`)).json.content).toBe("Forget this");

    await page.getByRole("button", { name: "Erase my data" }).click();
    await page.getByRole("heading", { name: "Your data was erased" }).waitFor();
    await expect(page.getByRole("status").textContent()).resolves.toContain("1 comment(s) anonymized");
    expect((await api.get(`/v1/comments/${commentId}`)).json).toMatchObject({ deleted: true, content: "" });
    expect((await reader.post(`${origin}/post`, "Back again?")).status).toBe(401);
  });

  it("answers 404 for a forged token and a missing one", async () => {
    for (const url of [
      `${server.baseUrl}/reader-data/confirm?token=rdt_forged`,
      `${server.baseUrl}/reader-data/confirm`,
    ]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(await response.text()).toContain("This link no longer works");
    }
  });
});

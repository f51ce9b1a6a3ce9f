import { randomBytes } from "node:crypto";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { queryDatabase } from "../support/query-database";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { inviteModerator } from "./support/invite-moderator";
import { launchBrowser } from "./support/launch-browser";
import { captureNextAction, replayAction } from "./support/replay-action";

const server = testServers().find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");

describe.skipIf(!findChromium())("the author drawer", () => {
  const session = launchBrowser();
  const fx = dashboardFixture(session, server);

  /** An account whose site holds every comment, takes guests and SSO readers from its own origin. */
  async function moderatedSite() {
    const owner = await fx.newAccount();
    const domain = `authors-${unique()}.example.com`;
    const origin = `https://${domain}`;
    expect(
      (await owner.api.patch(`/v1/sites/${owner.site_id}`, { domains: [domain], moderation: { mode: "all" } })).status,
    ).toBe(200);
    const secret = await enableSso(server.baseUrl, server.databaseUrl, owner);
    const page = () => `${origin}/post-${unique()}`;
    return { ...owner, origin, secret, page };
  }

  const statusOf = async (api: ReturnType<typeof apiClient>, id: string) =>
    (await api.get(`/v1/comments/${id}`)).json.status as string;
  const count = (page: Page, label: string) =>
    page.locator('dl[aria-label="Counts"] > div', { has: page.locator(`dt:text-is("${label}")`) }).locator("dd");

  it("shows a signed-in reader, bans them for 7 days so the API refuses them, lifts it, and rejects all their pending comments", async () => {
    const site = await moderatedSite();
    const ada = await ssoReader(server.baseUrl, { id: site.site_id, origin: site.origin, secret: site.secret });
    const ids: string[] = [];
    for (const text of ["First thought", "Second thought", "Third thought"]) {
      const res = await ada.post(site.page(), text);
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
    await site.api.post(`/v1/comments/${ids[0]}/moderation`, { action: "approve" });

    const { page } = await fx.signedIn(site.email);
    // The queue's `b` key opens the drawer with the ban form ready.
    await fx.open(page, `/moderation/author?comment=${ids[1]}&ban=1`);
    await page.getByRole("heading", { level: 1, name: ada.name }).waitFor();
    await page.getByText(ada.email).waitFor();
    await page.getByText("signed-in reader · SSO").waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe("reader");
    await expect.poll(() => count(page, "Approved").textContent()).toBe("1");
    await expect.poll(() => count(page, "Pending").textContent()).toBe("2");
    await expect
      .poll(() => page.getByTestId("author-comment").allTextContents())
      .toEqual([
        expect.stringContaining("Third thought"),
        expect.stringContaining("Second thought"),
        expect.stringContaining("First thought"),
      ]);
    await page.getByText("None: they may comment.").waitFor();
    await fx.scanBothSchemes(page);

    // Ban the reader for 7 days (the default), with a reason.
    await page.getByLabel("Reason (optional)").first().fill("Trolling");
    await page.getByRole("button", { name: "Ban", exact: true }).click();
    const ban = page.getByTestId("author-ban");
    await ban.filter({ hasText: "Trolling" }).waitFor();
    await expect.poll(() => ban.textContent()).toContain(`Reader: ${ada.name}`);
    const [row] = await queryDatabase(
      server.databaseUrl,
      `SELECT "expiresAt" FROM "Ban" WHERE "siteId" = $1 AND "kind" = 'reader'`,
      [site.site_id],
    );
    const days = (Number(new Date(row!.expiresAt as string | number)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect((await ada.post(site.page(), "Am I banned?")).json).toMatchObject({ status: 403, code: "banned" });
    await fx.scanBothSchemes(page);

    // Lift it: the reader may write again (the comment waits, as every comment on this site).
    await page.getByRole("button", { name: /^Lift the ban/ }).click();
    await page.getByText("None: they may comment.").waitFor();
    const again = await ada.post(site.page(), "Back again");
    expect(again.status).toBe(201);

    // Reject everything of theirs still pending in one step, with a reason.
    await page.reload();
    await page.getByRole("button", { name: "Reject all 3 pending" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("Reason (optional)").fill("Flood");
    await dialog.getByRole("button", { name: "Reject all 3 pending" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitFor("three rejected", async () =>
      (await count(page, "Rejected").textContent()) === "3" ? true : undefined,
    );
    for (const id of [ids[1]!, ids[2]!, again.json.id as string])
      await expect(statusOf(site.api, id)).resolves.toBe("rejected");
    await expect(statusOf(site.api, ids[0]!)).resolves.toBe("approved");
    const history = (await site.api.get(`/v1/comments/${ids[1]}/moderation`)).json.actions;
    expect(history.at(-1)).toMatchObject({
      action: "reject",
      reason: "Flood",
      actor: expect.stringMatching(/^member:mem_/),
    });
    await expect.poll(() => page.getByRole("button", { name: /^Reject all/ }).count()).toBe(0);

    // Escape goes back to the queue.
    await page.locator("body").press("Escape");
    await page.waitForURL(`${server.baseUrl}/moderation`);
  });

  it("shows a guest by the IP of the comment, with the names used there, and bans that IP; usable at 375 px", async () => {
    const site = await moderatedSite();
    const guest = apiClient(server.baseUrl, undefined, { ip: randomIp(), origin: site.origin });
    const post = (content: string, author_name: string) =>
      guest.post(`/v1/comments?site_id=${site.site_id}`, {
        site_id: site.site_id,
        thread_url: site.page(),
        content,
        author_name,
      });
    expect((await post("Hello, I am Grace", "Grace")).status).toBe(201);
    const comment = (await post("Hello again, now Hopper", "Hopper")).json;
    // Another guest on another IP is someone else.
    const other = apiClient(server.baseUrl, undefined, { ip: randomIp(), origin: site.origin });
    await other.post(`/v1/comments?site_id=${site.site_id}`, {
      site_id: site.site_id,
      thread_url: site.page(),
      content: "Not them",
      author_name: "Linus",
    });

    const { page } = await fx.signedIn(site.email, { width: "mobile" });
    await fx.open(page, `/moderation/author?comment=${comment.id}`);
    await page.getByText("Names used from the IP address of this comment").waitFor();
    await page.getByText("Grace, Hopper").waitFor();
    await expect.poll(() => page.getByTestId("author-comment").count()).toBe(2);
    await expect.poll(() => page.getByRole("radio").count()).toBe(1);
    await expect.poll(() => page.getByRole("radio", { name: "The IP address of this comment" }).isChecked()).toBe(true);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await fx.scanBothSchemes(page);

    await page.getByLabel("For how long").selectOption("forever");
    await page.getByRole("button", { name: "Ban", exact: true }).click();
    await page.getByTestId("author-ban").filter({ hasText: "IP of a comment by Hopper" }).waitFor();
    await page.getByTestId("author-ban").getByText("For good").waitFor();
    expect((await post("Let me in", "Grace")).json).toMatchObject({ status: 403, code: "banned" });

    // A custom date in the past is refused beside the field.
    await page.getByLabel("For how long").selectOption("custom");
    await page.getByLabel("Last day of the ban (UTC)").fill("2001-01-01");
    await page.getByRole("button", { name: "Ban", exact: true }).click();
    await page.getByText("must be today or a later day").waitFor();
    await fx.scanBothSchemes(page);
  });

  it("refuses a moderator limited to site A another site's or another account's comments and bans, on the page and on replay", async () => {
    const site = await moderatedSite();
    const second = await site.api.post("/v1/sites", {
      name: "Site B",
      domains: [`b-${unique()}.example.com`],
      moderation: { mode: "all" },
    });
    const siteB = second.json.id as string;
    const mine = (
      await site.api.post("/v1/comments", { site_id: site.site_id, thread_url: site.page(), content: "On A" })
    ).json;
    const theirs = (
      await site.api.post("/v1/comments", {
        site_id: siteB,
        thread_url: `https://b.example.com/${unique()}`,
        content: "On B",
      })
    ).json;
    const banB = (await site.api.post(`/v1/sites/${siteB}/bans`, { email: "b@example.org" })).json;
    const stranger = await moderatedSite();
    const strangers = (
      await stranger.api.post("/v1/comments", {
        site_id: stranger.site_id,
        thread_url: stranger.page(),
        content: "Elsewhere",
      })
    ).json;
    const guest = apiClient(server.baseUrl, undefined, { ip: randomIp(), origin: site.origin });
    const guestComment = (
      await guest.post(`/v1/comments?site_id=${site.site_id}`, {
        site_id: site.site_id,
        thread_url: site.page(),
        content: "Guest on A",
        author_name: "G",
      })
    ).json;

    const moderator = await inviteModerator(server.databaseUrl, site.account_id, [site.site_id]);
    const { context, page } = await fx.signedIn(moderator);
    for (const path of [
      `/moderation/author?comment=${theirs.id}`,
      `/moderation/comments/${theirs.id}`,
      `/moderation/author?comment=${strangers.id}`,
    ]) {
      await fx.open(page, path);
      await page.getByText("No such comment").waitFor();
    }
    await fx.scanBothSchemes(page);
    await fx.open(page, `/moderation/author?comment=${mine.id}`);
    await page.getByText("via the API").waitFor();
    await page.getByText("Comments written through the API cannot be banned.").waitFor();

    // Real actions on site A, captured, then replayed at site B's and another account's objects.
    await fx.open(page, `/moderation/author?comment=${guestComment.id}`);
    let captured = captureNextAction(page);
    await page.getByRole("button", { name: "Ban", exact: true }).click();
    const banAction = await captured;
    await page.getByTestId("author-ban").waitFor();
    for (const id of [theirs.id, strangers.id]) {
      await expect(
        replayAction(context, banAction, [{ comment_id: id, kind: "ip", duration: "1d" }]),
      ).resolves.toMatchObject({ ok: false, code: "comment_not_found" });
    }
    captured = captureNextAction(page);
    await page.getByRole("button", { name: /^Lift the ban/ }).click();
    const liftAction = await captured;
    await page.getByText("None: they may comment.").waitFor();
    await expect(replayAction(context, liftAction, [{ ban_id: banB.id }])).resolves.toMatchObject({
      ok: false,
      code: "ban_not_found",
    });
    expect((await site.api.get(`/v1/sites/${siteB}/bans`)).json.bans).toMatchObject([{ id: banB.id }]);

    captured = captureNextAction(page);
    await page.getByRole("button", { name: "Reject all 1 pending" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reject all 1 pending" }).click();
    const rejectAction = await captured;
    await waitFor("the guest's comment rejected", async () =>
      (await statusOf(site.api, guestComment.id)) === "rejected" ? true : undefined,
    );
    for (const id of [theirs.id, strangers.id]) {
      await expect(replayAction(context, rejectAction, [{ comment_id: id }])).resolves.toMatchObject({
        ok: false,
        code: "comment_not_found",
      });
    }
    await expect(statusOf(site.api, theirs.id)).resolves.toBe("pending");
    await expect(statusOf(stranger.api, strangers.id)).resolves.toBe("pending");
  });
});

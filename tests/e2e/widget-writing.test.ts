// The widget written in by a guest: posting, the remembered name, replies, the server's preview,
// comments held for moderation, a rate limit in words, posting with the keyboard alone, and the
// spam filter's honeypot and timing in the form.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { tabTo } from "./support/tab-to";
import { widgetFixture } from "./support/widget-fixture";

/** The main composer (the first form labelled "Your comment"). */
const composer = (page: Page) => page.getByRole("form", { name: "Your comment" }).first();

async function postAsGuest(page: Page, name: string, content: string): Promise<void> {
  const form = composer(page);
  await form.getByLabel("Your name").fill(name);
  await form.getByRole("textbox", { name: "Your comment" }).fill(content);
  await form.getByRole("button", { name: "Post comment" }).click();
}

/** The outline a focused control shows, as computed. */
const outlineOf = (target: Locator) =>
  target.evaluate((element) => `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`);

describe.skipIf(!findChromium())("the widget, writing as a guest", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  it("posts a comment at the top, remembers the name after a reload, and replies", async () => {
    const site = await w.newSite();
    const url = site.page();
    await site.comment(url, "Already here", { author_name: "Grace" });
    const context = await w.newContext();
    const page = await w.open(url, context);
    await postAsGuest(page, "Ada", "Hello from the widget");
    await w.article(page, "Ada").getByText("Hello from the widget").waitFor();
    await expect.poll(() => page.locator("#threadline-comments article .nm").first().textContent()).toBe("Ada");
    await expect.poll(() => page.locator("#threadline-comments h2").textContent()).toBe("2 comments");
    await expect.poll(() => composer(page).getByRole("textbox", { name: "Your comment" }).inputValue()).toBe("");

    await page.reload();
    await w.ready(page);
    await w.article(page, "Ada").waitFor();
    await expect.poll(() => composer(page).getByLabel("Your name").inputValue()).toBe("Ada");

    await w.article(page, "Ada").getByRole("button", { name: "Reply" }).click();
    const reply = page.getByRole("form", { name: "Reply" });
    await reply.getByLabel("Your name").fill("Bea");
    await reply.getByRole("textbox", { name: "Reply" }).fill("A reply to Ada");
    await reply.getByRole("button", { name: "Reply" }).click();
    await w.article(page, "Bea").getByText("A reply to Ada").waitFor();
    // The live stream may show the reply before the POST's answer closes the form.
    await page.getByRole("form", { name: "Reply" }).waitFor({ state: "detached" });

    const stored = (
      await w.api.get(`/v1/comments?site_id=${site.id}&thread_url=${encodeURIComponent(url)}&sort=newest`)
    ).json.comments;
    const ada = stored.find((c: { author_name: string }) => c.author_name === "Ada");
    expect(ada).toMatchObject({ content: "Hello from the widget", author_kind: "guest" });
    expect(ada.replies).toMatchObject([{ author_name: "Bea", content: "A reply to Ada" }]);
  });

  it("previews the draft as the server renders it", async () => {
    const site = await w.newSite();
    const page = await w.open(site.page());
    const form = composer(page);
    await form.getByRole("textbox", { name: "Your comment" }).fill("Some **bold** and <b onmouseover=alert(1)>raw</b>");
    await form.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => form.getByRole("button", { name: "Preview" }).getAttribute("aria-pressed")).toBe("true");
    await form.locator(".pv strong").filter({ hasText: "bold" }).waitFor();
    await expect.poll(() => form.locator(".pv [onmouseover]").count()).toBe(0);
    await expect.poll(() => form.getByRole("textbox", { name: "Your comment" }).isHidden()).toBe(true);

    await form.getByRole("button", { name: "Write" }).click();
    await expect.poll(() => form.getByRole("textbox", { name: "Your comment" }).inputValue()).toContain("**bold**");
  });

  it("shows a held comment as awaiting approval to its author only, also after a reload", async () => {
    const site = await w.newSite({ moderation: { mode: "all" } });
    const url = site.page();
    const context = await w.newContext();
    const page = await w.open(url, context);
    await postAsGuest(page, "Held", "Waiting for a moderator");
    await w.article(page, "Held").getByText("Awaiting approval").waitFor();
    await w.article(page, "Held").getByText("once a moderator approves it").waitFor();

    const queue = await w.api.get(`/v1/moderation/queue?site_id=${site.id}&status=pending`);
    expect(queue.json.comments).toMatchObject([{ author_name: "Held", status: "pending" }]);

    await page.reload();
    await w.ready(page);
    await w.article(page, "Held").getByText("Awaiting approval").waitFor();
    await expect.poll(() => page.getByText("No comments yet").count()).toBe(0);

    const stranger = await w.open(url);
    await stranger.getByText("No comments yet. Start the conversation.").waitFor();
    await expect.poll(() => w.article(stranger, "Held").count()).toBe(0);
  });

  it("says in words when the guest limit is reached", async () => {
    const site = await w.newSite();
    const url = site.page();
    const ip = randomIp();
    const guest = apiClient(w.server.baseUrl, undefined, { ip, origin: w.host.origin });
    for (let i = 1; i <= 5; i++) {
      const res = await guest.post("/v1/comments", {
        site_id: site.id,
        thread_url: url,
        content: `Guest comment ${i}`,
        author_name: "Busy",
      });
      expect(res.status).toBe(201);
    }
    const page = await w.open(url, await w.newContext({}, ip));
    await postAsGuest(page, "Busy", "One too many");
    await composer(page)
      .getByText(/^You are doing that too often\. Try again in \d+ (minutes?|seconds?)\.$/)
      .waitFor();
    await expect.poll(() => page.getByText("One too many", { exact: true }).count()).toBe(0);
    await expect
      .poll(() => composer(page).getByRole("textbox", { name: "Your comment" }).inputValue())
      .toBe("One too many");
  });

  it("posts with the keyboard alone, with a visible focus", async () => {
    const site = await w.newSite();
    const url = site.page();
    const page = await w.open(url);
    const form = composer(page);
    await tabTo(page, form.getByLabel("Your name"));
    await expect(outlineOf(form.getByLabel("Your name"))).resolves.toBe("solid 2px");
    await page.keyboard.type("Keys");
    await tabTo(page, form.getByRole("textbox", { name: "Your comment" }));
    // The textarea shows its focus on its frame.
    await expect(form.locator(".box").evaluate((box) => getComputedStyle(box).boxShadow)).resolves.not.toBe("none");
    await page.keyboard.type("Posted with Ctrl+Enter");
    await page.keyboard.press("Control+Enter");
    await w.article(page, "Keys").getByText("Posted with Ctrl+Enter").waitFor();

    await tabTo(page, form.getByRole("textbox", { name: "Your comment" }));
    await page.keyboard.type("Posted with the button");
    const post = form.getByRole("button", { name: "Post comment" });
    await tabTo(page, post);
    await expect(outlineOf(post)).resolves.toBe("solid 2px");
    await page.keyboard.press("Enter");
    await page.getByText("Posted with the button").waitFor();
    await expect.poll(() => page.locator("#threadline-comments h2").textContent()).toBe("2 comments");
  });

  it("hides its honeypot from people, sends how long it was open, and a script that fills the honeypot is held", async () => {
    const site = await w.newSite({ moderation: { spam_filter: "hold" } });
    const url = site.page();
    const context = await w.newContext();
    const page = await w.open(url, context);
    const trap = composer(page).locator('input[name="website"]');
    // Out of sight, out of the tab order, and hidden from screen readers.
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.evaluate((input) => input.closest("[aria-hidden]")?.getAttribute("aria-hidden"))).toBe("true");
    const box = await trap.boundingBox();
    expect(box!.x + box!.width).toBeLessThan(0);

    // A person reads first: the page's clock moves on a minute before writing.
    await page.clock.setFixedTime(new Date(Date.now() + 60_000));
    const sent: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/v1/comments")
        sent.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
    });
    await postAsGuest(page, "Reader", "A real reader's thoughts on this story");
    await w.article(page, "Reader").getByText("A real reader's thoughts").waitFor();
    expect(sent[0]!.form).toMatchObject({ honeypot: "" });
    expect((sent[0]!.form as { open_ms: number }).open_ms).toBeGreaterThanOrEqual(55_000);
    await expect.poll(() => w.article(page, "Reader").getByText("Awaiting approval").count()).toBe(0);

    // A script fills every field it finds, the trap included.
    await trap.evaluate((input: HTMLInputElement) => (input.value = "https://cheap-pills.example"));
    await postAsGuest(page, "Bot", "Great post, thanks for sharing this");
    await w.article(page, "Bot").getByText("Awaiting approval").waitFor();
    const stored = await w.api.get(`/v1/moderation/queue?site_id=${site.id}&status=pending`);
    expect(stored.json.comments).toMatchObject([{ author_name: "Bot", status: "pending" }]);
    expect(stored.json.comments[0].spam.reasons[0].signal).toBe("form:honeypot_filled");
  });
});

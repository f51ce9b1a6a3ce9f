import { describe, expect, it } from "vitest";

import { setPlan } from "../support/factories";
import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())("a site's settings in the dashboard: Appearance, Sign-in, Moderation and SSO", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, waitForTitle, scanBothSchemes } = dashboardFixture(session, server);

  it("changes the theme with a live preview and the API answers the new theme", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email);
    await open(page, `/sites/${owner.site_id}/appearance`);
    const preview = page.getByTestId("widget-preview");
    await expect.poll(() => preview.getAttribute("data-scheme")).toBe("light");
    await scanBothSchemes(page);

    await page.getByRole("radio", { name: /^Dark/ }).check();
    await page.getByRole("textbox", { name: "Accent colour", exact: true }).fill("#be123c");
    await page.getByRole("combobox", { name: "Font" }).selectOption("serif");
    await page.getByRole("radio", { name: "Compact" }).check();
    await page.getByRole("spinbutton", { name: "Corner radius (px)" }).fill("16");
    await page.getByRole("combobox", { name: "Default sort" }).selectOption("newest");
    await page.getByRole("spinbutton", { name: "Comments per page" }).fill("50");
    await page.getByRole("checkbox", { name: "Funny" }).uncheck();

    // The preview follows before anything is saved.
    await expect.poll(() => preview.getAttribute("data-scheme")).toBe("dark");
    // The preview is the widget itself (in its shadow root), drawn with the unsaved settings.
    const widget = preview.locator(".w");
    await widget.and(page.locator(".dark")).waitFor();
    const look = await widget.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        accent: style.getPropertyValue("--tl-accent"),
        radius: style.borderTopLeftRadius,
        font: style.fontFamily,
        background: style.backgroundColor,
      };
    });
    expect(look).toMatchObject({ accent: "#be123c", radius: "16px", background: "rgb(24, 24, 27)" });
    expect(look.font).toMatch(/Georgia|serif/);
    await preview.getByRole("button", { name: "Load more comments" }).waitFor();
    await expect.poll(() => preview.getByRole("button", { name: /^Newest/ }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => preview.getByRole("button", { name: /^Insightful/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => preview.getByRole("button", { name: /^Funny/ }).count()).toBe(0);
    await expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.theme.color_scheme).toBe("auto");
    await scanBothSchemes(page);

    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Appearance saved").waitFor();
    const site = (await owner.api.get(`/v1/sites/${owner.site_id}`)).json;
    expect(site.theme).toEqual({
      color_scheme: "dark",
      accent_color: "#be123c",
      font: "serif",
      corner_radius: 16,
      density: "compact",
      locale: "en",
    });
    expect(site.embed).toMatchObject({
      default_sort: "newest",
      comments_per_page: 50,
      reactions: ["interesting", "insightful"],
      upvotes: true,
    });

    // A value the API refuses shows its words beside the field it belongs to.
    await page.getByRole("textbox", { name: "Language" }).fill("english");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("must be a language tag such as en or pt-BR").waitFor();
    await expect.poll(() => page.getByRole("textbox", { name: "Language" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("installs from its own tab: General links it, each snippet has its copy button, and Sign-in keeps to sign-in", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email, { clipboard: true });
    await open(page, `/sites/${owner.site_id}`);
    await page.getByRole("link", { name: /Install the widget/ }).click();
    await page.waitForURL(`${server.baseUrl}/sites/${owner.site_id}/installation`);
    await expect
      .poll(() =>
        page
          .getByRole("navigation", { name: "Site settings" })
          .getByRole("link", { name: "Installation" })
          .getAttribute("aria-current"),
      )
      .toBe("page");
    const script = `<script src="${server.baseUrl}/embed.js" data-site-id="${owner.site_id}"`;
    // The script's address is the server's own (PUBLIC_URL or loopback), not the request's Host.
    const snippet = `<div id="threadline-comments"></div>\n${script} async></script>`;
    await expect.poll(() => page.getByTestId("embed-snippet").textContent()).toBe(snippet);
    await page.getByRole("button", { name: "Copy HTML snippet to the clipboard" }).click();
    await page.getByText("Copied to the clipboard").first().waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

    const react = await page.getByTestId("react-snippet").textContent();
    expect(react).toContain(`script.src = "${server.baseUrl}/embed.js";`);
    expect(react).toContain(`script.dataset.siteId = "${owner.site_id}";`);
    expect(react).toContain("}, [pathname]);");
    await page.getByRole("button", { name: "Copy component to the clipboard" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(react);

    const themes = {
      wordpress: "<?php echo esc_url( get_permalink() ); ?>",
      hugo: "{{ .Permalink }}",
      jekyll: "{{ page.url | absolute_url }}",
    };
    for (const [platform, threadUrl] of Object.entries(themes)) {
      await expect
        .poll(() => page.getByTestId(`${platform}-snippet`).textContent())
        .toBe(`<div id="threadline-comments"></div>\n${script} data-thread-url="${threadUrl}" async></script>`);
    }
    await page.getByText("layouts/_default/single.html").waitFor();
    await page.getByRole("button", { name: "Copy Jekyll snippet to the clipboard" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(themes.jekyll);
    await scanBothSchemes(page);
  });

  it("saves sign-in and moderation settings, and keeps SSO behind the plan", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email);
    await open(page, `/sites/${owner.site_id}/sign-in`);
    await page.getByRole("checkbox", { name: /E-mail link/ }).waitFor();
    expect(await page.getByTestId("embed-snippet").count()).toBe(0);

    const sso = page.getByRole("checkbox", { name: /Single sign-on/ });
    await expect.poll(() => sso.isDisabled()).toBe(true);
    await page.getByText("SSO needs the Publisher plan or above; this account is on the Free plan.").waitFor();
    await scanBothSchemes(page);

    await page.getByRole("checkbox", { name: /E-mail link/ }).uncheck();
    await page.getByRole("checkbox", { name: "Guests must give a name" }).uncheck();
    // Reader notifications are on by default; the site can turn them off.
    const readerMail = page.getByRole("checkbox", { name: "Reader notifications" });
    await expect.poll(() => readerMail.isChecked()).toBe(true);
    await page.getByText("Readers may get e-mail about replies, mentions and pages they follow.").waitFor();
    await readerMail.uncheck();
    await page
      .getByRole("textbox", { name: "Extra allowed origins" })
      .fill("https://staging.example.net\nhttp://localhost:8080");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Sign-in settings saved").waitFor();
    expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.embed).toMatchObject({
      sign_in_modes: ["guest"],
      guest_name_required: false,
      reader_notifications: false,
      allowed_origins: ["https://staging.example.net", "http://localhost:8080"],
    });
    await page.reload();
    await expect.poll(() => page.getByRole("checkbox", { name: "Reader notifications" }).isChecked()).toBe(false);

    await page.getByRole("navigation", { name: "Site settings" }).getByRole("link", { name: "Moderation" }).click();
    await page.getByRole("heading", { name: "Moderation settings" }).waitFor();
    await waitForTitle(page, "My site: Moderation");
    await page.getByRole("radio", { name: /Hold comments with links/ }).check();
    await page.getByRole("textbox", { name: "Blocked terms" }).fill("casino\nfree money, now");
    await page.getByRole("radio", { name: /Mark as spam/ }).check();
    await page.getByRole("spinbutton", { name: "Link limit" }).fill("2");
    await page.getByRole("spinbutton", { name: "Flag threshold" }).fill("5");
    await page.getByRole("spinbutton", { name: "Edit window (minutes)" }).fill("60");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Moderation settings saved").waitFor();
    const site = (await owner.api.get(`/v1/sites/${owner.site_id}`)).json;
    expect(site.moderation).toEqual({
      mode: "links",
      blocked_terms: ["casino", "free money, now"],
      blocked_terms_action: "spam",
      max_links: 2,
      flag_threshold: 5,
      // The spam filter's settings are on the same form; untouched, they keep the account's ("score", the factory's).
      spam_filter: "score",
      hold_first_comments: false,
    });
    expect(site.embed.edit_window_minutes).toBe(60);
    await scanBothSchemes(page);

    // An emptied number is refused, not read as 0; a too-long term is quoted as typed; the first refused field is focused.
    const links = page.getByRole("spinbutton", { name: "Link limit" });
    await page.getByRole("textbox", { name: "Blocked terms" }).fill(`casino\n${"x".repeat(101)}`);
    await links.fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Not saved: check the highlighted fields.").waitFor();
    await page.getByText(`“${"x".repeat(101)}”: Too big`).waitFor();
    await page.getByText("must be a number").waitFor();
    await expect.poll(() => links.getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("moderation.blocked_terms");
    await scanBothSchemes(page);
    expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.moderation.max_links).toBe(2);
  });

  it("gives the plan's word on SSO on the free plan, and on publisher shows a new secret once and turns SSO on", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email, { width: "mobile" });
    await open(page, `/sites/${owner.site_id}/sso`);
    await page
      .getByText("SSO sign-in is part of the Publisher plan and above. This account is on the Free plan")
      .waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Create SSO secret" }).count()).toBe(0);
    await scanBothSchemes(page);

    await setPlan(server.databaseUrl, owner.account_id, "publisher");

    // On publisher SSO can be ticked, but the API wants a secret first: its words stand beside the modes.
    await open(page, `/sites/${owner.site_id}/sign-in`);
    await page.getByRole("checkbox", { name: /Single sign-on/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("sso needs an SSO secret first").waitFor();
    await scanBothSchemes(page);

    await open(page, `/sites/${owner.site_id}/sso`);
    await page.getByText("0 of 2 secrets on the Publisher plan.").waitFor();
    await page.getByRole("button", { name: "Create SSO secret" }).click();
    const dialog = page.getByRole("dialog", { name: "Your new SSO secret" });
    await dialog.waitFor();
    const secret = await dialog.getByTestId("secret-value").textContent();
    expect(secret).toMatch(/^ssosec_[0-9A-Za-z]{48}$/);
    await dialog.getByText("it will not be shown again").waitFor();
    await scanBothSchemes(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const rows = page.getByTestId("sso-secret-row");
    await expect.poll(() => rows.textContent()).toContain(`ssosec_…${secret!.slice(-4)}`);
    await expect.poll(() => page.getByText(secret!).count()).toBe(0);
    const listed = (await owner.api.get(`/v1/sites/${owner.site_id}/sso-secrets`)).json;
    expect(listed.sso_secrets.map((s: { hint: string }) => s.hint)).toEqual([secret!.slice(-4)]);

    await open(page, `/sites/${owner.site_id}/sign-in`);
    await page.getByRole("checkbox", { name: /Single sign-on/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Sign-in settings saved").waitFor();
    expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.embed.sign_in_modes).toEqual([
      "guest",
      "magic_link",
      "sso",
    ]);

    // Deleting the secret asks first.
    await open(page, `/sites/${owner.site_id}/sso`);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete secret" }).click();
    await page.getByText(`Secret ending in ${secret!.slice(-4)} deleted`).waitFor();
    await page.getByText("No SSO secrets").waitFor();
    expect((await owner.api.get(`/v1/sites/${owner.site_id}/sso-secrets`)).json.total).toBe(0);
  });
});

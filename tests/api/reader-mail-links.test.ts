import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { headerOf, linkStarting, publicUrl, startReaderMailServer } from "../support/reader-mail-fixture";
import { startServer } from "../support/start-server";
import { testServers } from "../support/test-servers";

/** The token of a link in a mail, and the same link on the server under test (links name PUBLIC_URL). */
function onServer(link: string, baseUrl: string): { token: string; url: string } {
  const url = new URL(link);
  return { token: url.searchParams.get("token")!, url: `${baseUrl}${url.pathname}${url.search}` };
}

describe.each(testServers().map((s) => s.name))("reader mail links on %s", (backend) => {
  let mail: Awaited<ReturnType<typeof startReaderMailServer>>;
  beforeAll(async () => {
    mail = await startReaderMailServer(backend);
  });
  afterAll(async () => {
    await mail?.stop();
  });
  const base = () => mail.own.baseUrl();

  it("mails a guest's address one confirmation and nothing else until it is confirmed; the link works once", async () => {
    const { page, guest, reader } = await mail.newSite();
    const url = page("guest");
    const address = `guest-${Date.now()}@example.net`;
    const visitor = guest();
    const first = await visitor.write(url, {
      content: "Guest question",
      author_name: "Gail Guest",
      notify_email: address,
    });
    expect(first.status).toBe(201);
    expect(JSON.stringify(first.json)).not.toContain(address);
    const confirmation = await mail.nthMailTo(address, 1);
    expect(confirmation.raw).toMatch(/^Subject: Confirm your address for replies on My site/m);
    expect(headerOf(confirmation, "List-Unsubscribe")).toBeUndefined();
    // A reply and a second comment before confirming: still that one mail.
    const replier = await reader("Rob Replier");
    await replier.write(url, "An answer before confirming", first.json.id);
    expect(
      (await visitor.write(url, { content: "Again", author_name: "Gail Guest", notify_email: address })).status,
    ).toBe(201);
    await mail.settled();
    expect(mail.mailsTo(address)).toHaveLength(1);

    // Opening the link changes nothing; its button does, once.
    const link = onServer(linkStarting(confirmation, `${publicUrl}/mail/confirm?token=`), base());
    const opened = await fetch(link.url);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Confirm my address");
    const [before] = await mail.sql(`SELECT "confirmedAt" FROM "Subscriber" WHERE email = $1`, [address]);
    expect(before!.confirmedAt).toBeNull();
    const accept = `${base()}/mail/confirm/accept?token=${link.token}`;
    const confirmed = await fetch(accept, { method: "POST", redirect: "manual" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toContain("done=confirmed");
    const again = await fetch(accept, { method: "POST", redirect: "manual" });
    expect(again.headers.get("location")).toContain("failed=1");
    expect(await (await fetch(link.url)).text()).toContain("This link no longer works");

    // From now on replies to the guest's comments reach them.
    await replier.write(url, "An answer after confirming", first.json.id);
    const reply = await mail.nthMailTo(address, 2);
    expect(reply.text).toContain("An answer after confirming");
    expect(reply.text).not.toContain("An answer before confirming");
  });

  it("refuses an expired confirmation link, a forged token, and a token of the wrong purpose", async () => {
    const { page, guest } = await mail.newSite();
    const address = `late-${Date.now()}@example.net`;
    await guest().write(page("late"), { content: "Late", author_name: "Lee Late", notify_email: address });
    const confirmation = await mail.nthMailTo(address, 1);
    const link = onServer(linkStarting(confirmation, `${publicUrl}/mail/confirm?token=`), base());
    await mail.sql(`UPDATE "MailToken" SET "expiresAt" = $1 WHERE purpose = 'confirm'`, [
      backend === "sqlite"
        ? new Date(Date.now() - 1000).toISOString().replace("Z", "+00:00")
        : new Date(Date.now() - 1000),
    ]);
    const late = await fetch(`${base()}/mail/confirm/accept?token=${link.token}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(late.headers.get("location")).toContain("failed=1");
    const [row] = await mail.sql(`SELECT "confirmedAt" FROM "Subscriber" WHERE email = $1`, [address]);
    expect(row!.confirmedAt).toBeNull();

    const forged = `mu_${"A".repeat(43)}`;
    const refused = await fetch(`${base()}/mail/one-click?token=${forged}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(404);
    // A confirmation token cannot unsubscribe (single-purpose), and a malformed one is not looked up.
    const wrongPurpose = await fetch(`${base()}/mail/one-click?token=${link.token}`, { method: "POST" });
    expect(wrongPurpose.status).toBe(404);
    expect((await fetch(`${base()}/mail/one-click?token=x`, { method: "POST" })).status).toBe(404);
  });

  it("unsubscribes with the one-click POST and no cookie, while a GET changes nothing; the page stops one thread", async () => {
    const { page, reader, site } = await mail.newSite();
    const url = page("stop");
    const asker = await reader("Una Unsub");
    const replier = await reader("Ray Replier");
    const question = await asker.write(url, "Mail me");
    await replier.write(url, "First", question.id);
    const received = await mail.nthMailTo(asker.email, 1);
    const oneClick = onServer(headerOf(received, "List-Unsubscribe")!.slice(1, -1), base());

    const scanned = await fetch(oneClick.url, { redirect: "manual" });
    expect(scanned.status).toBe(303);
    expect(scanned.headers.get("location")).toBe(`/mail/unsubscribe?token=${oneClick.token}`);
    const pageView = await fetch(`${base()}/mail/unsubscribe?token=${oneClick.token}`);
    const html = await pageView.text();
    expect(html).toContain("Only stop mail about this page");
    expect(html).not.toContain(asker.email);
    const settings = () =>
      asker.client.get(`/v1/notifications/settings?site_id=${site.id}`, asker.auth).then((res) => res.json);
    expect((await settings()).stopped).toBe(false);

    // The page's second button: no more mail about this page, other pages still mail.
    const threadOnly = await fetch(oneClick.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "from=page&scope=thread",
      redirect: "manual",
    });
    expect(threadOnly.headers.get("location")).toContain("done=thread");
    await replier.write(url, "Second, muted", question.id);
    const elsewhere = await asker.write(page("other"), "Other page");
    await replier.write(page("other"), "On the other page", elsewhere.id);
    const next = await mail.nthMailTo(asker.email, 2);
    expect(next.text).toContain("On the other page");
    expect(next.text).not.toContain("Second, muted");

    const clicked = await fetch(oneClick.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect((await settings()).stopped).toBe(true);
    // Another reader's mail is theirs: Una's token stopped Una's mail only.
    const bystander = await reader("Bea Bystander");
    const theirs = await bystander.write(page("other"), "Still mailed?");
    await replier.write(page("other"), "Yes, to Bea", theirs.id);
    expect((await mail.nthMailTo(bystander.email, 1)).text).toContain("Yes, to Bea");
    await replier.write(page("other"), "After unsubscribing", elsewhere.id);
    await mail.settled();
    expect(mail.mailsTo(asker.email)).toHaveLength(2);
    // Mail back on from the widget's settings.
    const on = await asker.client.patch(`/v1/notifications/settings`, { site_id: site.id, stopped: false }, asker.auth);
    expect(on.json.stopped).toBe(false);
  });

  it("never mails an address on the suppression list", async () => {
    const { page, reader, owner } = await mail.newSite();
    const url = page("bounce");
    const asker = await reader("Bo Bounced");
    const replier = await reader("Rita Replier");
    await mail.sql(
      `INSERT INTO "MailSuppression" (id, "accountId", email, reason, source, "createdAt") VALUES ($1, $2, $3, 'bounce', 'api', $4)`,
      [
        `sup_${Date.now()}`,
        owner.account_id,
        asker.email,
        backend === "sqlite" ? new Date().toISOString().replace("Z", "+00:00") : new Date(),
      ],
    );
    const question = await asker.write(url, "Bounce?");
    await replier.write(url, "Reply to a bouncing address", question.id);
    await mail.settled();
    expect(mail.mailsTo(asker.email)).toHaveLength(0);
    const [notice] = await mail.sql(
      `SELECT outcome FROM "ReaderNotice" n JOIN "Subscriber" s ON s.id = n."subscriberId" WHERE s.email = $1`,
      [asker.email],
    );
    expect(notice!.outcome).toBe("skipped");
  });

  it("refuses notify_email from a signed-in reader and from an API key, and follows from guests only after confirmation", async () => {
    const { page, reader, api, site, guest } = await mail.newSite();
    const url = page("rules");
    const signedIn = await reader("Rhea Reader");
    const refused = await signedIn.client.post(
      `/v1/comments?site_id=${site.id}`,
      { site_id: site.id, thread_url: url, content: "x", notify_email: "other@example.net" },
      signedIn.auth,
    );
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].field).toBe("notify_email");
    const byKey = await api.post("/v1/comments", {
      site_id: site.id,
      thread_url: url,
      content: "x",
      notify_email: "a@example.net",
    });
    expect(byKey.status).toBe(422);

    const visitor = guest();
    const noEmail = await visitor.client.put(`/v1/follows`, { site_id: site.id, thread_url: url });
    expect(noEmail.status).toBe(422);
    const address = `follow-${Date.now()}@example.net`;
    const follow = await visitor.client.put(`/v1/follows`, { site_id: site.id, thread_url: url, email: address });
    expect(follow.json).toEqual({ following: false, confirmation: "required" });
    await signedIn.write(url, "Before the guest confirms");
    const confirmation = await mail.nthMailTo(address, 1);
    await mail.settled();
    expect(mail.mailsTo(address)).toHaveLength(1);
    const link = onServer(linkStarting(confirmation, `${publicUrl}/mail/confirm?token=`), base());
    await fetch(`${base()}/mail/confirm/accept?token=${link.token}`, { method: "POST", redirect: "manual" });
    await signedIn.write(url, "After the guest confirms");
    const followed = await mail.nthMailTo(address, 2);
    expect(followed.text).toContain("After the guest confirms");
    // A guest cannot read anyone's settings.
    expect((await visitor.client.get(`/v1/notifications/settings?site_id=${site.id}`)).status).toBe(401);
  });

  it("puts a reader's subscription in their data export, and an erasure removes it with their follows", async () => {
    const { page, reader, site, api, guest } = await mail.newSite();
    const url = page("privacy");
    const kept = await reader("Pia Private");
    await kept.write(url, "Mine");
    expect((await kept.client.put(`/v1/follows`, { site_id: site.id, thread_url: url }, kept.auth)).status).toBe(200);
    const guestAddress = `guest-private-${Date.now()}@example.net`;
    await guest().write(url, { content: "Guest words", author_name: "Gil", notify_email: guestAddress });
    const exported = await api.get(`/v1/sites/${site.id}/reader-data?email=${encodeURIComponent(kept.email)}`);
    expect(exported.json.mail_subscriptions).toEqual([
      expect.objectContaining({
        email: kept.email,
        frequency: "each",
        watches: [expect.objectContaining({ kind: "follow", thread_url: url })],
      }),
    ]);
    const guestExport = await api.get(`/v1/sites/${site.id}/reader-data?email=${encodeURIComponent(guestAddress)}`);
    expect(guestExport.json.mail_subscriptions[0]).toMatchObject({ email: guestAddress, confirmed_at: null });

    for (const email of [kept.email, guestAddress])
      expect((await api.post(`/v1/sites/${site.id}/reader-data/erase`, { email })).status).toBe(200);
    const left = await mail.sql(`SELECT COUNT(*) AS n FROM "Subscriber" WHERE email IN ($1, $2)`, [
      kept.email,
      guestAddress,
    ]);
    expect(Number(left[0]!.n)).toBe(0);
    const watches = await mail.sql(`SELECT COUNT(*) AS n FROM "Watch" WHERE "siteId" = $1`, [site.id]);
    expect(Number(watches[0]!.n)).toBe(0);
  });

  it("sends each mail once when two servers share the database", async () => {
    const twin = await startServer({
      DATABASE_URL: mail.own.databaseUrl,
      PUBLIC_URL: publicUrl,
      SMTP_URL: mail.smtp.url,
      READER_MAIL_POLL_MS: "50",
    });
    try {
      const { page, reader } = await mail.newSite();
      const url = page("twins");
      const askers = await Promise.all(Array.from({ length: 6 }, (_, i) => reader(`Twin Asker ${i}`)));
      const replier = await reader("Twin Replier");
      const questions = await Promise.all(askers.map((asker, i) => asker.write(url, `Question ${i}`)));
      await Promise.all(questions.map((q, i) => replier.write(url, `Answer ${i}`, q.id)));
      await Promise.all(askers.map((asker) => mail.nthMailTo(asker.email, 1)));
      await mail.settled();
      for (const asker of askers) expect(mail.mailsTo(asker.email)).toHaveLength(1);
    } finally {
      await twin.stop();
    }
  });
});

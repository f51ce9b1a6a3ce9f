import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { headerOf, publicUrl, startReaderMailServer } from "../support/reader-mail-fixture";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

describe.each(testServers().map((s) => s.name))("reader notifications on %s", (backend) => {
  let mail: Awaited<ReturnType<typeof startReaderMailServer>>;
  beforeAll(async () => {
    mail = await startReaderMailServer(backend);
  });
  afterAll(async () => {
    await mail?.stop();
  });

  it("mails the author of the comment a reply answers: text and HTML, the link to the reply, both unsubscribe headers; never the replier", async () => {
    const { page, reader } = await mail.newSite();
    const url = page("reply");
    const ada = await reader("Ada Asker");
    const bob = await reader("Bob Answer");
    const question = await ada.write(url, "How do I **configure** this?");
    const answer = await bob.write(url, "Set `THEME=dark` & restart <b>it</b>.", question.id);

    const received = await mail.nthMailTo(ada.email, 1);
    expect(received.raw).toMatch(/^Subject: Bob Answer replied to your comment on My site/m);
    expect(received.text).toContain(`${url}#tl-${answer.id}`);
    expect(received.raw).toContain("Content-Type: text/plain");
    expect(received.raw).toContain("Content-Type: text/html");
    // The HTML part: the reply's rendering, sanitized when stored: markup a reader typed is text, never HTML.
    const htmlPart = received.text.slice(received.text.indexOf("Content-Type: text/html"));
    expect(htmlPart).toContain("<code>THEME=dark</code>");
    expect(htmlPart).not.toContain("<b>it</b>");
    const unsubscribe = headerOf(received, "List-Unsubscribe");
    expect(unsubscribe).toMatch(new RegExp(`^<${publicUrl}/mail/one-click\\?token=mu_[0-9A-Za-z]{43}>$`));
    expect(headerOf(received, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(received.text).toContain(`${publicUrl}/mail/unsubscribe?token=`);

    // Bob's own reply to his own answer, and Ada answering Bob, never mail their writers.
    await bob.write(url, "Also: clear the cache.", answer.id);
    await ada.write(url, "Thanks!", answer.id);
    await mail.nthMailTo(bob.email, 1);
    await mail.settled();
    expect(mail.mailsTo(bob.email)).toHaveLength(1);
    expect(mail.mailsTo(ada.email)).toHaveLength(1);
  });

  it("tells authors further up the chain only when they chose all replies, and each reader once per reply", async () => {
    const { page, reader, site } = await mail.newSite();
    const url = page("chain");
    const top = await reader("Top Writer");
    const middle = await reader("Middle Writer");
    const quiet = await reader("Quiet Writer");
    const last = await reader("Last Writer");
    const settings = await top.client.patch(
      `/v1/notifications/settings`,
      { site_id: site.id, replies: "all" },
      top.auth,
    );
    expect(settings.status).toBe(200);
    expect(settings.json).toMatchObject({ replies: "all", frequency: "each", stopped: false });
    const first = await top.write(url, "Top");
    const second = await quiet.write(url, "Middle one", first.id);
    const third = await middle.write(url, "Under it", second.id);
    await mail.settled();
    // Quiet turned replies off: the direct reply below their comment mails nobody but those who asked.
    expect(
      (await quiet.client.patch(`/v1/notifications/settings`, { site_id: site.id, replies: "off" }, quiet.auth)).status,
    ).toBe(200);
    await last.write(url, "@Top Writer deepest", third.id);

    // Top: the reply to them at once, then Middle's (chain, "all") and Last's (chain and mention:
    // one notice) together after the grouping pause.
    await mail.nthMailTo(top.email, 2);
    await mail.settled();
    const topMails = mail.mailsTo(top.email);
    expect(topMails).toHaveLength(2);
    expect(topMails[1]!.text).toContain("deepest");
    const [row] = await mail.sql(
      `SELECT COUNT(*) AS n FROM "ReaderNotice" n JOIN "Subscriber" s ON s.id = n."subscriberId" WHERE s.email = $1`,
      [top.email],
    );
    expect(Number(row!.n)).toBe(3);
    expect(mail.mailsTo(middle.email).length).toBe(1);
    expect(mail.mailsTo(quiet.email).length).toBe(1); // Middle's reply came before they turned replies off
  });

  it("mails followers of a page about each new visible comment, and stops when they unfollow", async () => {
    const { page, reader, site } = await mail.newSite();
    const url = page("follow");
    const follower = await reader("Fran Follower");
    const writer = await reader("Wes Writer");
    const followed = await follower.client.put(`/v1/follows`, { site_id: site.id, thread_url: url }, follower.auth);
    expect(followed.status).toBe(200);
    expect(followed.json).toEqual({ following: true, confirmation: "not_needed" });
    const state = await follower.client.get(
      `/v1/notifications/settings?site_id=${site.id}&thread_url=${encodeURIComponent(url)}`,
      follower.auth,
    );
    expect(state.json).toMatchObject({ following: true, email: follower.email });
    const comment = await writer.write(url, "First on this page");
    const received = await mail.nthMailTo(follower.email, 1);
    expect(received.raw).toMatch(/^Subject: New comment on /m);
    expect(received.text).toContain(`#tl-${comment.id}`);

    expect(
      (await follower.client.del(`/v1/follows?site_id=${site.id}&thread_url=${encodeURIComponent(url)}`, follower.auth))
        .status,
    ).toBe(204);
    await writer.write(url, "Second on this page");
    await mail.settled();
    expect(mail.mailsTo(follower.email)).toHaveLength(1);
  });

  it("mails a reader mentioned as @Name in the thread, and shows the mention as text", async () => {
    const { page, reader, api } = await mail.newSite();
    const url = page("mention");
    const mentioned = await reader("Mina Mentioned");
    const writer = await reader("Walt Writer");
    await mentioned.write(url, "I was here first.");
    const mention = await writer.write(url, "Agreed with @Mina Mentioned, and not with @Minaa.");
    const received = await mail.nthMailTo(mentioned.email, 1);
    expect(received.raw).toMatch(/^Subject: Walt Writer mentioned you on My site/m);
    const shown = await api.get(`/v1/comments/${mention.id}`);
    expect(shown.json.content_html).toContain("@Mina Mentioned");
    expect(shown.json.content_html).not.toContain("mailto:");
    expect(shown.json.content_html).not.toContain("@example.org");
  });

  it("sends nothing for held, rejected or spam replies, sends once a held one is approved, and nothing for one deleted before its turn", async () => {
    const { page, reader, api, site } = await mail.newSite();
    const url = page("held");
    const asker = await reader("Hal Asker");
    const replier = await reader("Rae Replier");
    const question = await asker.write(url, "Anyone?");
    expect((await api.call("PATCH", `/v1/sites/${site.id}`, { moderation: { mode: "all" } })).status).toBe(200);
    const held = await replier.write(url, "Held reply", question.id);
    const rejected = await replier.write(url, "Rejected reply", question.id);
    const spam = await replier.write(url, "Spam reply", question.id);
    expect([held.status, rejected.status, spam.status]).toEqual(["pending", "pending", "pending"]);
    expect((await api.post(`/v1/comments/${rejected.id}/moderation`, { action: "reject" })).status).toBe(200);
    expect((await api.post(`/v1/comments/${spam.id}/moderation`, { action: "spam" })).status).toBe(200);
    await mail.settled();
    expect(mail.mailsTo(asker.email)).toHaveLength(0);

    expect((await api.post(`/v1/comments/${held.id}/moderation`, { action: "approve" })).status).toBe(200);
    const first = await mail.nthMailTo(asker.email, 1);
    expect(first.text).toContain("Held reply");
    expect(first.text).not.toContain("Rejected reply");

    // The next reply waits for the 2 s grouping pause; deleted before then, it is never mailed.
    expect((await api.call("PATCH", `/v1/sites/${site.id}`, { moderation: { mode: "none" } })).status).toBe(200);
    const gone = await replier.write(url, "Soon deleted", question.id);
    expect((await api.del(`/v1/comments/${gone.id}`)).status).toBe(200);
    // Deleted before the worker reached it: either no notice was written (fanned out after the
    // deletion) or its notice is skipped when due (fanned out before). Never a mail.
    const outcome = await waitFor("the deleted reply to be settled", async () => {
      const [fanout] = await mail.sql(`SELECT "doneAt" FROM "ReaderFanout" WHERE "commentId" = $1`, [gone.id]);
      if (!fanout?.doneAt) return undefined;
      const [notice] = await mail.sql(`SELECT outcome FROM "ReaderNotice" WHERE "commentId" = $1`, [gone.id]);
      if (!notice) return "none";
      return (notice.outcome as string | null) ?? undefined;
    });
    expect(["none", "skipped"]).toContain(outcome);
    expect(mail.mailsTo(asker.email)).toHaveLength(1);
  });

  it("sends the first reply at once, groups the next ones into one mail, and folds past the day's cap", async () => {
    const { page, reader } = await mail.newSite();
    const url = page("group");
    const asker = await reader("Gus Asker");
    const others = await Promise.all(["One", "Two", "Three", "Four"].map((n) => reader(`Replier ${n}`)));
    const question = await asker.write(url, "Group me");
    await others[0]!.write(url, "reply one", question.id);
    const first = await mail.nthMailTo(asker.email, 1);
    expect(first.text).toContain("reply one");
    await others[1]!.write(url, "reply two", question.id);
    await others[2]!.write(url, "reply three", question.id);
    const grouped = await mail.nthMailTo(asker.email, 2);
    expect(grouped.raw).toMatch(/^Subject: 2 new comments on My site/m);
    expect(grouped.text).toContain("reply two");
    expect(grouped.text).toContain("reply three");
    await others[3]!.write(url, "reply four", question.id);
    await mail.nthMailTo(asker.email, 3);
    // The cap is 3 a day here: the fifth waits for the day's end, as a digest.
    await others[0]!.write(url, "reply five", question.id);
    await mail.settled();
    expect(mail.mailsTo(asker.email)).toHaveLength(3);
    const [waiting] = await mail.sql(
      `SELECT n."dueAt" AS due, s."windowStart" AS window FROM "ReaderNotice" n JOIN "Subscriber" s ON s.id = n."subscriberId"
       WHERE s.email = $1 AND n."sentAt" IS NULL`,
      [asker.email],
    );
    expect(new Date(waiting!.due as string).getTime() - new Date(waiting!.window as string).getTime()).toBe(86_400_000);
  });

  it("sends a daily reader one digest of what came, and a 'never' reader nothing", async () => {
    const { page, reader, site } = await mail.newSite();
    const url = page("digest");
    const daily = await reader("Dee Daily");
    const never = await reader("Nev Never");
    const replier = await reader("Rick Replier");
    for (const [who, frequency] of [
      [daily, "daily"],
      [never, "never"],
    ] as const)
      expect(
        (await who.client.patch(`/v1/notifications/settings`, { site_id: site.id, frequency }, who.auth)).status,
      ).toBe(200);
    const a = await daily.write(url, "Daily question");
    const b = await never.write(url, "Never question");
    await replier.write(url, "first answer", a.id);
    await replier.write(url, "second answer", a.id);
    await replier.write(url, "answer to never", b.id);
    const digest = await mail.nthMailTo(daily.email, 1);
    expect(digest.raw).toMatch(/^Subject: Your digest from My site: 2 new comments/m);
    expect(digest.text).toContain("first answer");
    expect(digest.text).toContain("second answer");
    await mail.settled();
    expect(mail.mailsTo(daily.email)).toHaveLength(1);
    expect(mail.mailsTo(never.email)).toHaveLength(0);
  });

  it("mails a signed-in reader at the address of their newest sign-in", async () => {
    const { page, reader, site } = await mail.newSite();
    const url = page("moved");
    const sub = `mover-${Date.now()}`;
    const before = await ssoReader(mail.own.baseUrl(), site, sub, {
      name: "Mo Mover",
      email: `${sub}-old@example.org`,
    });
    const question = await before.post(url, "Where will the answer go?");
    expect(question.status).toBe(201);
    await mail.settled();
    const after = await ssoReader(mail.own.baseUrl(), site, sub, { name: "Mo Mover", email: `${sub}-new@example.org` });
    expect(after.email).toBe(`${sub}-new@example.org`);
    await (await reader("Ann Answer")).write(url, "To the new address", question.json.id);
    expect((await mail.nthMailTo(`${sub}-new@example.org`, 1)).text).toContain("To the new address");
    expect(mail.mailsTo(`${sub}-old@example.org`)).toHaveLength(0);
  });

  it("keeps CR and LF in names and page titles out of the mail's headers", async () => {
    const { page, reader, api, site } = await mail.newSite();
    const url = page("crlf");
    // Names are normalized when stored (line breaks become spaces); the mail folds what is left too.
    const renamed = await api.call("PATCH", `/v1/sites/${site.id}`, { name: "Evil\r\nBcc: victim@example.net" });
    expect(renamed.json.name).toBe("Evil Bcc: victim@example.net");
    const asker = await reader("Cal Asker");
    const question = await asker.write(url, "Headers?");
    const evil = await reader("Eve\r\nBcc: victim@example.net");
    await evil.write(url, "Injected?", question.id);
    const received = await mail.nthMailTo(asker.email, 1);
    const head = received.raw.split(/\r?\n\r?\n/)[0]!;
    expect(head).not.toMatch(/^Bcc:/im);
    expect(received.to).toEqual([asker.email]);
    expect(mail.smtp.mails.some((m) => m.to.includes("victim@example.net"))).toBe(false);
  });
});

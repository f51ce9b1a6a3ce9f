import { describe, expect, it } from "vitest";

import { composeReaderMail, type ReaderMailItem } from "@/lib/notifications/compose-reader-mail";
import { findMentionedNames } from "@/lib/notifications/find-mentioned-names";
import { noticeDueAt } from "@/lib/notifications/notice-due-at";
import type { ReaderMailConfig } from "@/lib/notifications/reader-mail-config";
import { readerMailLanguages, readerMailWords } from "@/lib/notifications/reader-mail-strings";
import type { Recipient } from "@/lib/notifications/recipient";

const config: ReaderMailConfig = {
  pollMs: 2000,
  groupMs: 300_000,
  dailyCap: 20,
  digestMs: 86_400_000,
  leaseMs: 60_000,
  confirmTtlMs: 0,
  unsubscribeTtlMs: 0,
  concurrency: 8,
};
const recipient = (over: Partial<Recipient> = {}): Recipient => ({
  id: "sub_1",
  email: "a@example.org",
  frequency: "each",
  replies: "direct",
  mentions: true,
  stoppedAt: null,
  confirmedAt: new Date(0),
  lastMailAt: null,
  windowStart: null,
  sentInWindow: 0,
  ...over,
});
const now = new Date("2026-11-28T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("@mentions", () => {
  it("finds whole names, any case, with spaces, and not inside a longer name or an address", () => {
    const names = ["Ada", "Ada Lovelace", "Bob", "Zoë"];
    expect(findMentionedNames("Thanks @ada and @Ada Lovelace!", names)).toEqual(new Set(["Ada", "Ada Lovelace"]));
    expect(findMentionedNames("@Adam and @Bobby", names).size).toBe(0);
    expect(findMentionedNames("mail bob@Bob.example", names).size).toBe(0);
    expect(findMentionedNames("hi @zoë.", names)).toEqual(new Set(["Zoë"]));
    expect(findMentionedNames("no at sign", names).size).toBe(0);
    expect(findMentionedNames("@a.b (regex) @[x]", ["a.b", "[x]"])).toEqual(new Set(["a.b", "[x]"]));
  });
});

describe("when a notification is due", () => {
  it("sends the first at once, groups within the pause, folds past the cap, and waits a day for a digest", () => {
    expect(noticeDueAt(recipient(), now, config)).toEqual(now);
    expect(noticeDueAt(recipient({ lastMailAt: at(-60_000) }), now, config)).toEqual(at(240_000));
    expect(noticeDueAt(recipient({ lastMailAt: at(-400_000) }), now, config)).toEqual(now);
    const window = at(-3_600_000);
    expect(noticeDueAt(recipient({ windowStart: window, sentInWindow: 20 }), now, config)).toEqual(
      new Date(window.getTime() + 86_400_000),
    );
    expect(noticeDueAt(recipient({ frequency: "daily" }), now, config)).toEqual(at(86_400_000));
    expect(noticeDueAt(recipient({ frequency: "daily", lastMailAt: at(1000) }), now, config)).toEqual(at(86_401_000));
  });
});

describe("reader mails", () => {
  const item: ReaderMailItem = {
    commentId: "cmt_1",
    reason: "reply",
    authorName: "Eve\r\nBcc: victim@example.net",
    content: "<script>x</script>",
    contentHtml: "<p>&lt;script&gt;x&lt;/script&gt;</p>",
    threadUrl: "https://blog.example.com/post",
    pageTitle: "Title\nInjected: yes",
  };
  const input = {
    to: "a@example.org",
    site: { name: "Site\r\nX-Evil: 1", accentColor: "red;background:url(x)", locale: "fr-CA" },
    items: [item],
    more: 0,
    digest: false,
    unsubscribeUrl: "https://c.example/mail/unsubscribe?token=mu_x",
    oneClickUrl: "https://c.example/mail/one-click?token=mu_x",
  };

  it("keeps line breaks out of every header value, and markup and bad colours out of the HTML", () => {
    const mail = composeReaderMail(input);
    for (const value of [mail.subject, mail.fromName ?? "", ...Object.values(mail.headers ?? {})])
      expect(value).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("Eve Bcc: victim@example.net a répondu à votre commentaire sur Site X-Evil: 1");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("#2563eb");
    expect(mail.html).not.toContain("url(x)");
    expect(mail.text).toContain("https://blog.example.com/post#tl-cmt_1");
    expect(mail.headers).toMatchObject({
      "List-Unsubscribe": "<https://c.example/mail/one-click?token=mu_x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("has the same words in every language", () => {
    const keys = Object.keys(readerMailWords("en")).sort();
    expect(readerMailLanguages).toEqual(["en", "de", "es", "fr", "ja", "pt"]);
    for (const language of readerMailLanguages) expect(Object.keys(readerMailWords(language)).sort()).toEqual(keys);
    expect(readerMailWords("xx")).toBe(readerMailWords("en"));
  });
});

import { afterEach, describe, expect, it } from "vitest";

import { composeDigestMail } from "@/lib/notifications/compose-digest-mail";
import { composePendingCommentMail } from "@/lib/notifications/compose-pending-comment-mail";
import { plainExcerpt } from "@/lib/notifications/plain-excerpt";

const saved = process.env.PUBLIC_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = saved;
});

describe("moderation e-mails", () => {
  it("folds whitespace and control characters and cuts long text on a word", () => {
    expect(plainExcerpt("a\r\nb\t\u0000c\u2028d")).toBe("a b c d");
    const long = plainExcerpt("word ".repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long).toMatch(/word…$/);
  });

  it("links to the queue at PUBLIC_URL and carries the comment only as plain text", () => {
    process.env.PUBLIC_URL = "https://dash.example.com/";
    const mail = composePendingCommentMail("mod@example.com", {
      id: "cmt_01",
      siteName: "Blog\nBcc: x@evil.test",
      threadUrl: "https://blog.example.com/post",
      authorName: "Eve",
      content: "<img src=x onerror=alert(1)>\nhello",
      reason: "held",
    });
    expect(mail.html).toBeUndefined();
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.text).toContain("https://dash.example.com/moderation?comment=cmt_01");
    expect(mail.text).toContain('"<img src=x onerror=alert(1)> hello"');
  });

  it("summarizes a digest with counts per site, the first comments and the queue link", () => {
    process.env.PUBLIC_URL = "https://dash.example.com";
    const first = Array.from({ length: 10 }, (_, i) => ({
      id: `cmt_${i}`,
      siteName: "Blog",
      authorName: `A${i}`,
      content: `text ${i}`,
    }));
    const mail = composeDigestMail("mod@example.com", { total: 12, perSite: [{ siteName: "Blog", count: 12 }], first });
    expect(mail.subject).toBe("12 new comments to moderate");
    expect(mail.text).toContain("Blog: 12");
    expect(mail.text).toContain("https://dash.example.com/moderation?comment=cmt_9");
    expect(mail.text).toContain("…and 2 more.");
    expect(mail.text).toContain("Open the moderation queue: https://dash.example.com/moderation\n");
  });
});

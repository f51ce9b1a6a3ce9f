import { readdirSync, readFileSync } from "node:fs";

import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount, setPlan } from "../support/factories";
import { runCli, type Bootstrapped } from "../support/run-cli";
import { linkIn } from "../support/smtp-capture";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

// Finding class 7: names made of bidi overrides or invisible characters must not be stored as
// given. Every place a person's or a site's name is taken in normalizes it the same way
// (lib/core/normalize-display-name.ts), and refuses a name with nothing visible left.
const origin = "https://names.example.com";

/** [what, as sent, as stored] */
const names: [string, string, string][] = [
  ["an RLO override", "\u202Enimda", "nimda"],
  ["a zero-width space", "Ad\u200Bmin", "Admin"],
  ["bidi isolates and marks", "\u2067Ad\u200Fmin\u2069", "Admin"],
  ["Hangul fillers and tag characters", "\u3164Ad\u{E0041}min\uFFA0", "Admin"],
  ["whitespace of every kind", "\u00A0Ada\u2003\u3000\n\tLovelace\u2028", "Ada Lovelace"],
  ["an emoji ZWJ sequence", "👩‍💻 Ada", "👩‍💻 Ada"],
  ["a tag-sequence flag and a skin tone", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Eilidh 👋🏽", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Eilidh 👋🏽"],
  ["Arabic", "محمد عبد الله", "محمد عبد الله"],
  ["CJK", "山田太郎", "山田太郎"],
  ["accented letters in NFD", "Zoe\u0308 Ame\u0301lie", "Zoë Amélie"],
];

/** [what, as sent]: nothing visible once normalized. */
const empties: [string, string][] = [
  ["bidi controls only", "\u202E\u202C"],
  ["zero-width characters only", "\u200B\u200D\uFEFF"],
  ["a Hangul filler", "\u3164"],
  ["braille blanks and spaces", "\u2800 \u2800\u00A0"],
];

/** Checks a refusal: a 422 problem naming the field and why. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a problem body
function expectNoVisibleName(res: { status: number; headers: Headers; json: any }, field: string) {
  expect(res.status).toBe(422);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.json.code).toBe("validation_failed");
  expect(res.json.errors).toContainEqual({ field, message: expect.stringMatching(/at least one visible character/) });
}

describe.each(testServers())("spoofed names on $name", ({ baseUrl, databaseUrl, mailDir }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let ssoSecret: string;
  const page = `${origin}/names-${Date.now()}`;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "names.example.com" });
    api = apiClient(baseUrl, owner.api_keys.live);
    ssoSecret = await enableSso(baseUrl, databaseUrl, owner);
    await setPlan(databaseUrl, owner.account_id, "business");
  });

  const guestComment = (authorName: string) =>
    apiClient(baseUrl, undefined, { ip: randomIp(), origin }).post(`/v1/comments?site_id=${owner.site_id}`, {
      site_id: owner.site_id,
      thread_url: page,
      content: "hello",
      author_name: authorName,
    });
  const apiComment = (authorName: string) =>
    api.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "hi", author_name: authorName });
  const ssoSignIn = async (name: string) => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      sub: `names-${name.length}-${Math.random()}`,
      name,
      iat: now,
      exp: now + 600,
      aud: owner.site_id,
    })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(ssoSecret));
    return apiClient(baseUrl, undefined, { ip: randomIp(), origin }).post(`/v1/auth/sso?site_id=${owner.site_id}`, {
      site_id: owner.site_id,
      identity_token: token,
    });
  };
  const askMagicLink = (email: string, name: string) =>
    apiClient(baseUrl, undefined, { ip: randomIp(), origin }).post(`/v1/auth/magic-link?site_id=${owner.site_id}`, {
      site_id: owner.site_id,
      email,
      name,
      thread_url: page,
    });

  describe("author_name of a guest comment", () => {
    it.each(names)("stores %s normalized", async (_, sent, stored) => {
      const res = await guestComment(sent);
      expect(res.status, res.text).toBe(201);
      expect(res.json.author_name).toBe(stored);
    });
    it.each(empties)("refuses %s", async (_, sent) => expectNoVisibleName(await guestComment(sent), "author_name"));
  });

  describe("author_name of an API comment", () => {
    it.each(names)("stores %s normalized", async (_, sent, stored) => {
      const res = await apiComment(sent);
      expect(res.status, res.text).toBe(201);
      expect(res.json.author_name).toBe(stored);
      expect((await api.get(`/v1/comments/${res.json.id}`)).json.author_name).toBe(stored);
    });
    it.each(empties)("refuses %s", async (_, sent) => expectNoVisibleName(await apiComment(sent), "author_name"));
  });

  describe("the name claim of an SSO identity token", () => {
    it.each(names)("signs in %s normalized", async (_, sent, stored) => {
      const res = await ssoSignIn(sent);
      expect(res.status, res.text).toBe(200);
      expect(res.json.reader.name).toBe(stored);
      const comment = await apiClient(baseUrl, res.json.token, { origin }).post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: page,
        content: "as me",
      });
      expect(comment.json.author_name).toBe(stored);
    });
    it.each(empties)("refuses %s, naming the claim", async (_, sent) => {
      const res = await ssoSignIn(sent);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("invalid_identity_token");
      expect(res.json.detail).toMatch(/claim name .*at least one visible character/);
    });
  });

  describe("the reader's name on a magic-link request", () => {
    const signInByLink = async (sent: string) => {
      const email = `names-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      expect((await askMagicLink(email, sent)).status).toBe(202);
      const mail = await waitFor("the dev mailbox file", async () =>
        readdirSync(mailDir)
          .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as { to: string; text: string })
          .find((m) => m.to === email),
      );
      const code = (await fetch(linkIn(mail), { redirect: "manual" })).headers
        .get("location")!
        .split("threadline_code=")[1]!;
      return apiClient(baseUrl, undefined, { origin }).post(`/v1/auth/session/exchange?site_id=${owner.site_id}`, {
        code,
      });
    };
    it.each([names[0]!, names[1]!, names[5]!, names[9]!])("signs in %s normalized", async (_, sent, stored) => {
      const exchanged = await signInByLink(sent);
      expect(exchanged.status, exchanged.text).toBe(200);
      expect(exchanged.json.reader.name).toBe(stored);
    });
    it.each(empties)("refuses %s", async (_, sent) =>
      expectNoVisibleName(await askMagicLink("nobody@example.com", sent), "name"),
    );
  });

  describe("site names", () => {
    it.each(names)("creates and renames a site with %s normalized", async (_, sent, stored) => {
      const created = await api.post("/v1/sites", { name: sent, domains: ["names.example.net"] });
      expect(created.status, created.text).toBe(201);
      expect(created.json.name).toBe(stored);
      const renamed = await api.patch(`/v1/sites/${created.json.id}`, { name: `${sent} 2\u200B` });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.json.name).toBe(`${stored} 2`);
      expect((await api.get(`/v1/sites/${created.json.id}`)).json.name).toBe(`${stored} 2`);
    });
    it.each(empties)("refuses %s on create and on update", async (_, sent) => {
      expectNoVisibleName(await api.post("/v1/sites", { name: sent, domains: ["names.example.net"] }), "name");
      expectNoVisibleName(await api.patch(`/v1/sites/${owner.site_id}`, { name: sent }), "name");
    });
    it("measures the length after normalization", async () => {
      const padded = await api.post("/v1/sites", {
        name: `${"\u200B".repeat(200)}Padded`,
        domains: ["names.example.net"],
      });
      expect(padded.status).toBe(201);
      expect(padded.json.name).toBe("Padded");
      const long = await api.post("/v1/sites", { name: "x".repeat(101), domains: ["names.example.net"] });
      expect(long.status).toBe(422);
      expect(long.json.errors[0].field).toBe("name");
    });
  });

  describe("thread titles (shown like a name)", () => {
    it("stores a title normalized and refuses one with nothing visible", async () => {
      const { thread_id: threadId } = (await apiComment("Titler")).json;
      const titled = await api.patch(`/v1/threads/${threadId}`, { title: "\u202EHello\u200B  post\u2066" });
      expect(titled.status, titled.text).toBe(200);
      expect(titled.json.title).toBe("Hello post");
      for (const [, sent] of empties)
        expectNoVisibleName(await api.patch(`/v1/threads/${threadId}`, { title: sent }), "title");
    });
  });

  describe("names given to the CLI", () => {
    it("normalizes a bootstrap --site-name (the site's and the account's name) and refuses an invisible one", async () => {
      const made = await buildAccount(databaseUrl, { siteName: "\u202Enimda\u200B Blog", domain: "names.example.com" });
      expect((await apiClient(baseUrl, made.api_keys.live).get(`/v1/sites/${made.site_id}`)).json.name).toBe(
        "nimda Blog",
      );
      await expect(
        runCli(databaseUrl, ["bootstrap", "--json", "--site-name", "\u200B\u2067\u3164"]),
      ).rejects.toMatchObject({
        stderr: expect.stringMatching(/site_name must contain at least one visible character/),
      });
    });

    it("normalizes a keys create --name and refuses an invisible one", async () => {
      const { stdout } = await runCli(databaseUrl, [
        "keys",
        "create",
        "--account",
        owner.account_id,
        "--mode",
        "test",
        "--name",
        "CI\u200B key\u202E",
        "--json",
      ]);
      expect(JSON.parse(stdout).name).toBe("CI key");
      await expect(
        runCli(databaseUrl, [
          "keys",
          "create",
          "--account",
          owner.account_id,
          "--mode",
          "test",
          "--name",
          "\uFEFF",
          "--json",
        ]),
      ).rejects.toMatchObject({
        stderr: expect.stringMatching(/name must contain at least one visible character/),
      });
    });
  });
});

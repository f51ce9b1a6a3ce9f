import type { ScreenshotEnv } from "./screenshot-env";

let seeded: Promise<void> | undefined;

async function post(
  env: ScreenshotEnv,
  siteId: string,
  path: string,
  method: string,
  body: unknown,
): Promise<{ id: string }> {
  const response = await fetch(`${env.baseUrl}/v1${path}?site_id=${siteId}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: env.baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** A short discussion on the /demo page's thread, written once by guests as a reader would. */
export function seedDemoThread(env: ScreenshotEnv): Promise<void> {
  seeded ??= (async () => {
    const page = await (await fetch(`${env.baseUrl}/demo`)).text();
    const siteId = /data-site-id="([^"]+)"/.exec(page)?.[1];
    const threadUrl = /data-thread-url="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, "&");
    if (!siteId || !threadUrl) throw new Error("the demo page has no snippet");
    const comment = (content: string, author_name: string, parent_id?: string) =>
      post(env, siteId, "/comments", "POST", {
        site_id: siteId,
        thread_url: threadUrl,
        content,
        author_name,
        ...(parent_id ? { parent_id } : {}),
      });
    const first = await comment(
      "Loved the section on **caching**. We moved our docs to `stale-while-revalidate` last month and the difference is night and day.",
      "Ada Okafor",
    );
    const reply = await comment("Same here. Did you keep the 60-second max-age, or go longer?", "Mateo Ruiz", first.id);
    await comment(
      "60 seconds: long enough for a traffic spike, short enough that nobody notices.",
      "Ada Okafor",
      reply.id,
    );
    await comment("Small nit: the second diagram is missing its legend on mobile.", "Priya N.");
    await post(env, siteId, `/comments/${first.id}/upvote`, "POST", {});
    await post(env, siteId, `/comments/${first.id}/reactions/insightful`, "PUT", {});
  })();
  return seeded;
}

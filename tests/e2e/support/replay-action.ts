import type { BrowserContext, Page } from "playwright-core";

/**
 * A server action call as the browser sent it: the page it was posted to, the action's id and its
 * arguments (empty when a form posted them as multipart FormData rather than JSON).
 */
export type CapturedAction = { url: string; actionId: string; args: unknown[] };

function argsOf(body: string | null): unknown[] {
  try {
    const parsed: unknown = JSON.parse(body ?? "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * Resolves with the next server action the page calls (Next.js posts `Next-Action: <id>` and the
 * arguments as a JSON array), so a test can send it again with other arguments or as someone else.
 */
export function captureNextAction(page: Page): Promise<CapturedAction> {
  return new Promise((resolve) => {
    const listener = (request: import("playwright-core").Request) => {
      const actionId = request.headers()["next-action"];
      if (request.method() !== "POST" || !actionId) return;
      page.off("request", listener);
      resolve({ url: request.url(), actionId, args: argsOf(request.postData()) });
    };
    page.on("request", listener);
  });
}

/**
 * Replays a captured action with `args`, carrying the cookies of `context` (whoever is signed in
 * there), the way an attacker would with curl; answers the action's result as found in the
 * response's RSC payload (`{ ok, code, … }`), or null when none was found.
 */
export async function replayAction(
  context: BrowserContext,
  action: CapturedAction,
  args: unknown[],
): Promise<{ ok: boolean; code?: string } | null> {
  const response = await context.request.post(action.url, {
    headers: { "Next-Action": action.actionId, Accept: "text/x-component", "Content-Type": "text/plain;charset=UTF-8" },
    data: JSON.stringify(args),
    maxRedirects: 0,
  });
  const text = await response.text();
  // The action's answer is one line of the payload, e.g. `1:{"ok":false,"code":"forbidden",…}`.
  const line = text.split("\n").find((l) => /^[0-9a-f]+:\{"ok":(true|false)/.test(l));
  return line ? (JSON.parse(line.slice(line.indexOf(":") + 1)) as { ok: boolean; code?: string }) : null;
}

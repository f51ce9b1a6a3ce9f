import { parseArgs } from "node:util";

import { lowestIdAt } from "@/lib/core/lowest-id-at";
import { newWebhookSecret } from "@/lib/webhooks/new-webhook-secret";

import { ApiAnswerError, fetchEventPage } from "./fetch-event-page";
import { forwardEvent } from "./forward-event";
import { helpText } from "./help-text";
import { listenEvents } from "./listen-events";

/** `threadline webhooks listen`: forwards the account's events to a local URL, signed with a secret of its own. */
export async function runWebhooks(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  if (action !== "listen") throw new Error(`usage:\n${helpText("webhooks")}`);
  const { values } = parseArgs({
    args: rest,
    options: {
      "forward-to": { type: "string" },
      "api-key": { type: "string" },
      "api-url": { type: "string" },
      events: { type: "string" },
      secret: { type: "string" },
    },
  });
  const forwardTo = values["forward-to"];
  if (!forwardTo || !URL.canParse(forwardTo))
    throw new Error("--forward-to must be a URL, e.g. http://localhost:4242/hooks");
  const apiKey = values["api-key"] ?? process.env.THREADLINE_API_KEY;
  if (!apiKey) throw new Error("give an API key with --api-key or THREADLINE_API_KEY");
  const apiUrl =
    values["api-url"] ?? process.env.THREADLINE_API_URL ?? process.env.PUBLIC_URL ?? "http://localhost:3000";
  if (values.secret !== undefined && !/^whsec_[A-Za-z0-9+/=]+$/.test(values.secret)) {
    throw new Error("--secret must be a whsec_… secret");
  }
  const secret = values.secret ?? newWebhookSecret();
  const patterns = values.events
    ? values.events
        .split(",")
        .map((type) => type.trim())
        .filter(Boolean)
    : ["*"];

  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    // The server's clock, not ours, says where "now" is in its event log.
    const first = await fetchEventPage({ apiUrl, apiKey, after: lowestIdAt("evt", Date.now()), signal: stop.signal });
    const mode = apiKey.startsWith("key_test_") ? "test" : "live";
    console.log(`Your webhook signing secret is ${secret} (this session only; pass --secret to keep one)`);
    console.log(
      `Ready! Forwarding ${mode} events (${patterns.join(", ")}) from ${apiUrl} to ${forwardTo}. Ctrl-C to stop.`,
    );
    await listenEvents({
      apiUrl,
      apiKey,
      patterns,
      after: lowestIdAt("evt", first.serverTime),
      signal: stop.signal,
      deliver: (event) => forwardEvent({ url: forwardTo, secret, body: JSON.stringify(event), signal: stop.signal }),
    });
    console.log("Stopped.");
  } catch (error) {
    if (stop.signal.aborted) return void console.log("Stopped.");
    if (error instanceof ApiAnswerError) throw new Error(`${apiUrl}: ${error.message}`);
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code) throw new Error(`cannot reach ${apiUrl} (${code}): set --api-url or THREADLINE_API_URL to your server`);
    throw error;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

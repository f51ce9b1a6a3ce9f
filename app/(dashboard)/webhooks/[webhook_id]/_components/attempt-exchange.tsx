import type { DeliveryView } from "@/lib/webhooks/webhook-schemas";

import { UtcTime } from "../../../_components/utc-time";

type Attempt = DeliveryView["attempts"][number];

// JSON bodies read better indented; anything else is shown as it came.
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");

/** A scrollable block of monospace text that wraps on narrow screens; `name` is its accessible name. */
function Block({ label, name, text }: { label: string; name: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <pre
        tabIndex={0}
        aria-label={name}
        className="max-h-64 overflow-auto rounded-md border border-border bg-muted/50 p-2 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {text || "(empty)"}
      </pre>
    </div>
  );
}

/** What one attempt sent (headers and body) and what came back (status, headers, the body's first 4 KB). */
export function AttemptExchange({ attempt }: { attempt: Attempt }) {
  const { request, response } = attempt;
  return (
    <section aria-label={`Attempt ${attempt.number}`} className="mt-3 rounded-lg border border-border p-3">
      <h4 className="text-sm font-medium text-foreground">
        Attempt {attempt.number} · <UtcTime iso={attempt.attempted_at} /> · {attempt.duration_ms} ms
      </h4>
      {request === null ? (
        <p className="mt-1 text-sm text-muted-foreground">Logged before requests and responses were kept.</p>
      ) : (
        <div className="mt-2 grid gap-3 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <h5 className="text-sm font-medium text-foreground">Request</h5>
            <Block label="Headers" name={`Request ${attempt.number} headers`} text={headerLines(request.headers)} />
            <Block label="Body" name={`Request ${attempt.number} body`} text={pretty(request.body)} />
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <h5 className="text-sm font-medium text-foreground">
              Response{response ? `: HTTP ${response.status}` : ""}
            </h5>
            {response === null ? (
              <p className="text-sm text-muted-foreground">
                No response: <code className="font-mono text-[0.8rem]">{attempt.error_kind ?? "none"}</code>
              </p>
            ) : (
              <>
                <Block
                  label="Headers"
                  name={`Response ${attempt.number} headers`}
                  text={headerLines(response.headers)}
                />
                <Block label="Body" name={`Response ${attempt.number} body`} text={pretty(response.body)} />
                {response.truncated && (
                  <p className="text-xs text-muted-foreground">Only the first 4 KB of the body is kept.</p>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

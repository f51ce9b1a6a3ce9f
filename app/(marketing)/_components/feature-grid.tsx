import { Braces, CodeXml, KeyRound, ShieldCheck, ThumbsUp, Webhook, type LucideIcon } from "lucide-react";

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CodeXml,
    title: "One script tag",
    text: "Paste the embed snippet where comments belong. Threads are created on their first comment, one per page URL.",
  },
  {
    icon: KeyRound,
    title: "Guests, magic links or your login",
    text: "Readers comment as guests, confirm an e-mail link, or arrive signed in through your site's own login (SSO).",
  },
  {
    icon: ShieldCheck,
    title: "Moderation that keeps up",
    text: "Approve, reject or mark spam from a queue in the dashboard; ban readers, e-mail addresses or IPs.",
  },
  {
    icon: ThumbsUp,
    title: "Replies, upvotes, reactions",
    text: "Nested replies, one vote per reader, and reaction counts that never drift from the votes behind them.",
  },
  {
    icon: Braces,
    title: "A versioned REST API",
    text: "Everything under /v1 with live and test API keys, idempotent writes, rate-limit headers and an OpenAPI 3.1 description.",
  },
  {
    icon: Webhook,
    title: "Signed webhooks",
    text: "Every change is an event, delivered to your endpoints signed per Standard Webhooks and retried for days.",
  },
];

/** The landing page's feature grid: six things Threadline does, one short paragraph each. */
export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          Everything a comment section needs
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          For readers, a fast widget; for moderators, a dashboard; for your developers, an API and webhooks.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <span className="grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

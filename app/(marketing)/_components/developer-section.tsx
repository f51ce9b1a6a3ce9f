import { ArrowRight, BookOpen, Check } from "lucide-react";
import Link from "next/link";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";

import { CodeBlock } from "./code-block";

const points = [
  "Live and test API keys: what a test key creates stays out of live data and out of the widget.",
  "Errors as problem+json with stable codes; rate-limit headers on every answer.",
  "Webhooks signed per Standard Webhooks, retried with backoff, with a delivery log.",
  "Readers signed in by your own login through an HS256 identity token (SSO).",
];

const flag = "text-violet-300";
const text = "text-emerald-300";

/** The part for developers: the API in one request, what it guarantees, and where the reference and the guides are. */
export function DeveloperSection() {
  return (
    <section aria-labelledby="developers-title" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div className="min-w-0 lg:order-last">
          <h2 id="developers-title" className="text-3xl font-bold tracking-tight">
            An API your backend can trust
          </h2>
          <p className="mt-3 text-muted-foreground">
            Everything the dashboard does, your code can do over HTTP under <code className="text-foreground">/v1</code>
            .
          </p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-3">
            <ApiReferenceLink className="btn btn-secondary">
              <BookOpen aria-hidden="true" className="size-4" />
              API reference
            </ApiReferenceLink>
            <Link href="/docs" className="btn btn-ghost">
              Read the guides
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
        <CodeBlock title="terminal" label="Creating a comment through the API">
          <span className="text-slate-400">$</span> curl https://comments.example.com/v1/comments \{"\n    "}
          <span className={flag}>-H</span> <span className={text}>&quot;X-API-Key: key_live_…&quot;</span> \{"\n    "}
          <span className={flag}>-H</span> <span className={text}>&quot;Content-Type: application/json&quot;</span> \
          {"\n    "}
          <span className={flag}>-d</span>{" "}
          <span className={text}>
            {`'{ "site_id": "site_01jq…",\n          "thread_url": "https://blog.example.com/hello",\n          "content": "First!" }'`}
          </span>
          {"\n\n"}
          <span className="text-slate-400">{`HTTP/1.1 201 Created\n{ "id": "cmt_01jq…", "status": "approved", … }`}</span>
        </CodeBlock>
      </div>
    </section>
  );
}

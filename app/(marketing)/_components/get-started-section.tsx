import { CodeBlock } from "./code-block";

const steps = [
  { title: "Sign up", text: "Enter your e-mail address, open the link, and name your account and your site." },
  {
    title: "Paste the snippet",
    text: "Put the container and the script tag where comments should appear. That is the whole install.",
  },
  {
    title: "Moderate and integrate",
    text: "Approve comments in the dashboard, or from your backend through the API and webhooks.",
  },
];

// Token colours for the snippet, chosen for contrast on the dark code panel in both themes.
const tag = "text-sky-300";
const attr = "text-violet-300";
const value = "text-emerald-300";

/** How a site gets comments: three steps beside the embed snippet a customer pastes. */
export function GetStartedSection() {
  return (
    <section aria-labelledby="get-started-title" className="border-y border-border bg-muted py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div className="min-w-0">
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight">
            Live on your pages in a minute
          </h2>
          <ol className="mt-8 space-y-6">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <CodeBlock title="your-page.html" label="The embed snippet">
          <span className="text-slate-400">{"<!-- where the comments go -->"}</span>
          {"\n"}
          <span className={tag}>{"<div"}</span> <span className={attr}>id</span>=
          <span className={value}>&quot;threadline-comments&quot;</span>
          <span className={tag}>{"></div>"}</span>
          {"\n"}
          <span className={tag}>{"<script"}</span> <span className={attr}>src</span>=
          <span className={value}>&quot;https://comments.example.com/embed.js&quot;</span>
          {"\n        "}
          <span className={attr}>data-site-id</span>=<span className={value}>&quot;site_01jq…&quot;</span>{" "}
          <span className={attr}>async</span>
          <span className={tag}>{"></script>"}</span>
        </CodeBlock>
      </div>
    </section>
  );
}

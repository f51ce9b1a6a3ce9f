import clsx from "clsx";

/** A site's domains as small tags, the first few and how many more. */
export function SiteDomains({
  domains,
  shown = 4,
  className,
}: {
  domains: string[];
  shown?: number;
  className?: string;
}) {
  const rest = domains.length - shown;
  return (
    <ul className={clsx("flex flex-wrap gap-1.5", className)} aria-label="Domains">
      {domains.slice(0, shown).map((domain) => (
        <li
          key={domain}
          className="max-w-full truncate rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground"
        >
          {domain}
        </li>
      ))}
      {rest > 0 && <li className="px-1 py-0.5 text-xs text-muted-foreground">+{rest} more</li>}
    </ul>
  );
}

import { Button } from "@/app/_components/button";
import { controlClass } from "@/app/_components/form-field";

type Option = { value: string; label: string };

/** The audit log's filters, as a plain GET form so a filtered view is a URL to share or reload. */
export function AuditFilters({
  actors,
  sites,
  actor,
  site,
}: {
  actors: Option[];
  sites: Option[];
  actor: string;
  site: string;
}) {
  const label = "text-sm font-medium text-foreground";
  return (
    <form
      method="get"
      action="/moderation/audit"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Filter the audit log"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="audit-actor" className={label}>
          Moderator
        </label>
        <select id="audit-actor" name="actor" defaultValue={actor} className={controlClass()}>
          <option value="">Everyone</option>
          {actors.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {sites.length > 1 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="audit-site" className={label}>
            Site
          </label>
          <select id="audit-site" name="site" defaultValue={site} className={controlClass()}>
            <option value="">All sites</option>
            {sites.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </div>
    </form>
  );
}

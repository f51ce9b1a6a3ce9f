import { Download, History } from "lucide-react";
import { listImports } from "@/lib/imports/list-imports";
import { Card } from "../../../_components/card";
import { EmptyState } from "../../../_components/empty-state";
import { HelpLink } from "../../../_components/help-link";
import { helpLinks } from "../../../_lib/help-links";
import { UtcTime } from "../../../_components/utc-time";
import { ImportForm } from "../../_components/import-form";
import { ImportProgress } from "../../_components/import-progress";
import { ReaderDataForm } from "../../_components/reader-data-form";
import { importCountsText, importSourceLabel, ImportStatusBadge } from "../../_components/import-status";
import { loadMemberSite } from "../../_lib/load-member-site";
import { sitePageMetadata } from "../../_lib/site-page-metadata";

export const generateMetadata = sitePageMetadata("Import and export");

/** A site's data: importing comments from Disqus, WordPress or Threadline, the latest imports, the export download, and one reader's data. */
export default async function SiteDataPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { site, member } = await loadMemberSite((await params).site_id);
  const imports = await listImports({ accountId: member.accountId, livemode: true }, site.id, 10);
  const running = imports.filter((item) => item.status === "queued" || item.status === "running");
  const finished = imports.filter((item) => item.status === "succeeded" || item.status === "failed");
  return (
    <div className="flex flex-col gap-6">
      <Card
        title="Import comments"
        description="Bring the comments this site already has from Disqus, WordPress or another Threadline: threads, replies, statuses and times are kept, and nothing is imported twice."
      >
        <ImportForm siteId={site.id} />
        {running.length > 0 && (
          <div className="mt-4 flex flex-col gap-3">
            {running.map((item) => (
              <ImportProgress key={item.id} initial={item} />
            ))}
          </div>
        )}
      </Card>
      <Card title="Recent imports">
        {finished.length === 0 ? (
          <EmptyState icon={<History className="size-6" />} title="No imports yet" help={{ href: helpLinks.importExport, label: "Read the guide" }}>
            Imports of this site show here with what they brought in and the records they had to skip.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {finished.map((item) => (
              <li key={item.id} data-testid="import-row" className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 truncate text-sm font-medium text-foreground">{importSourceLabel(item)}</span>
                  <ImportStatusBadge status={item.status} />
                </div>
                <p className="text-sm text-muted-foreground">{importCountsText(item)}</p>
                {item.failure && <p className="text-sm text-danger">{item.failure}</p>}
                <p className="text-xs text-muted-foreground">
                  <UtcTime iso={item.created_at} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Export"
        description="Every live thread and comment of this site, with statuses, authors, votes and reaction counts, as JSON Lines: a file Threadline imports back, here or anywhere."
      >
        <a
          href={`/site-data/${site.id}/export`}
          download
          className="inline-flex items-center justify-center gap-2 rounded-md border border-input bg-card px-3.5 py-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Download className="size-4" aria-hidden /> Download export
        </a>
      </Card>
      <Card
        title="A reader's data"
        description={
          <>
            Answer a reader who asks for their data or its erasure (GDPR articles 15, 17 and 20): download everything
            stored about them as JSON, or erase it; their comments stay as anonymous placeholders so that replies keep
            their place. <HelpLink href={helpLinks.readerData} topic="readers' data" className="-mx-1.5 align-middle" />
          </>
        }
      >
        <ReaderDataForm siteId={site.id} />
      </Card>
    </div>
  );
}

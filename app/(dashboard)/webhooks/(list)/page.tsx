import { ChevronRight, Webhook } from "lucide-react";
import Link from "next/link";

import { managerRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { listSiteNames } from "@/lib/sites/list-site-names";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import { maxWebhooksPerMode } from "@/lib/webhooks/webhook-schemas";

import { CreateEndpointForm } from "../_components/create-endpoint-form";
import { EndpointStatus } from "../_components/endpoint-status";
import { ModeSwitch } from "../_components/mode-switch";
import { readModeParam } from "../_components/read-mode-param";
import { Card } from "../../_components/card";
import { EmptyState } from "../../_components/empty-state";
import { PageHeader } from "../../_components/page-header";
import { PaginationNav } from "../../_components/pagination-nav";
import { helpLinks } from "../../_lib/help-links";
import { readPageParam, type PageQuery } from "../../_lib/read-page-param";

export const metadata = { title: "Webhooks" };

const perPage = 20;

/** Webhooks: the account's endpoints in one mode (live by default), and a form for a new one. */
export default async function WebhooksPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const member = await requireRole(managerRoles);
  const query = await searchParams;
  const mode = readModeParam(query);
  const page = readPageParam(query);
  const [{ webhooks, total }, sites] = await Promise.all([
    listWebhooks({ accountId: member.accountId, livemode: mode === "live" }, { page, per_page: perPage }),
    listSiteNames(member.accountId),
  ]);
  const siteName = new Map(sites.map((site) => [site.id, site.name]));
  return (
    <>
      <PageHeader
        help={{ href: helpLinks.webhooks, topic: "webhooks" }}
        title="Webhooks"
        description={`Your servers hear of comments, votes and sites as they happen, signed with each endpoint's secret. ${mode === "live" ? "Live endpoints get live events only." : "Test endpoints get only events made with test keys."}`}
        action={<ModeSwitch mode={mode} path="/webhooks" />}
      />
      <Card
        title={`${mode === "live" ? "Live" : "Test"} endpoints`}
        description={`${total} of at most ${maxWebhooksPerMode} in this mode`}
        className="mb-6"
      >
        {total === 0 ? (
          <EmptyState
            icon={<Webhook className="size-8" />}
            title={`No ${mode} endpoints yet`}
            help={{ href: helpLinks.webhooks, label: "Read the guide" }}
          >
            Add one below: Threadline then posts each event you choose to its URL.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {webhooks.map((webhook) => (
              <li key={webhook.id} data-testid="webhook-row">
                <Link
                  href={`/webhooks/${webhook.id}${mode === "test" ? "?mode=test" : ""}`}
                  className="-mx-2 flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <div className="min-w-0 flex-1">
                    <p className="break-all font-mono text-sm font-medium text-foreground">{webhook.url}</p>
                    {webhook.description && <p className="mt-0.5 text-sm text-foreground">{webhook.description}</p>}
                    <p className="mt-1 text-sm text-muted-foreground">
                      {webhook.events.includes("*") ? "All events" : webhook.events.join(", ")} ·{" "}
                      {webhook.site_ids.length
                        ? webhook.site_ids.map((id) => siteName.get(id) ?? id).join(", ")
                        : "every site"}
                    </p>
                    <div className="mt-1.5">
                      <EndpointStatus webhook={webhook} />
                    </div>
                  </div>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="sr-only">Open</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <PaginationNav
          path="/webhooks"
          query={{ mode: mode === "test" ? "test" : undefined }}
          page={page}
          perPage={perPage}
          total={total}
          label="Endpoint pages"
        />
      </Card>
      <Card title={`Add a ${mode} endpoint`} description="Its signing secret is shown once, right after it is made.">
        {/* The Live/Test switch keeps this page mounted: a fresh form per mode, whose values hold the mode. */}
        <CreateEndpointForm key={mode} mode={mode} sites={sites} />
      </Card>
    </>
  );
}

import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { listSiteNames } from "@/lib/sites/list-site-names";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";

import { EndpointStatus } from "../_components/endpoint-status";
import { readModeParam } from "../_components/read-mode-param";
import { loadMemberWebhook } from "../_lib/load-member-webhook";
import { Card } from "../../_components/card";
import { PageHeader } from "../../_components/page-header";
import { PaginationNav } from "../../_components/pagination-nav";
import { helpLinks } from "../../_lib/help-links";
import { readPageParam, type PageQuery } from "../../_lib/read-page-param";
import { DeliveryLog } from "./_components/delivery-log";
import { EditEndpointForm } from "./_components/edit-endpoint-form";
import { EndpointControls } from "./_components/endpoint-controls";

export const metadata = { title: "Webhook endpoint" };

const perPage = 20;

/** One endpoint: its settings, its controls (enable, rotate, test, delete) and its delivery log. */
export default async function WebhookPage({
  params,
  searchParams,
}: {
  params: Promise<{ webhook_id: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const [{ webhook_id: webhookId }, query] = await Promise.all([params, searchParams]);
  const mode = readModeParam(query);
  const page = readPageParam(query);
  const { member, scope, webhook } = await loadMemberWebhook(webhookId, mode);
  const [log, sites] = await Promise.all([
    listWebhookDeliveries(scope, { webhookId: webhook.id, page, per_page: perPage }),
    listSiteNames(member.accountId),
  ]);
  const back = mode === "test" ? "/webhooks?mode=test" : "/webhooks";
  return (
    <>
      <Link
        href={back}
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden /> All {mode} endpoints
      </Link>
      <PageHeader
        help={{ href: helpLinks.webhookDeliveries, topic: "webhook deliveries" }}
        title={webhook.description || "Webhook endpoint"}
        description={
          <span className="flex flex-col gap-1.5">
            <span className="break-all font-mono">{webhook.url}</span>
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-xs uppercase tracking-wide">{mode}</span>
              <EndpointStatus webhook={webhook} />
            </span>
          </span>
        }
      />
      <div className="flex flex-col gap-6">
        <Card title="Controls">
          <EndpointControls webhook={webhook} mode={mode} />
        </Card>
        <Card
          title="Delivery log"
          description="Newest first. Each attempt keeps the headers and body sent (never the signing secret) and the answer: its status, headers and the first 4 KB of its body."
        >
          <DeliveryLog
            deliveries={log.deliveries}
            mode={mode}
            webhookId={webhook.id}
            endpointEnabled={webhook.status === "enabled"}
          />
          <PaginationNav
            path={`/webhooks/${webhook.id}`}
            query={{ mode: mode === "test" ? "test" : undefined }}
            page={page}
            perPage={perPage}
            total={log.total}
            label="Delivery log pages"
          />
        </Card>
        <Card title="Settings">
          <EditEndpointForm webhook={webhook} mode={mode} sites={sites} />
        </Card>
      </div>
    </>
  );
}

import { KeySquare } from "lucide-react";
import Link from "next/link";

import { planOf } from "@/lib/core/plans";
import { listSsoSecrets } from "@/lib/sso/list-sso-secrets";

import { CreateSsoSecretButton } from "../../_components/create-sso-secret-button";
import { DeleteSsoSecretButton } from "../../_components/delete-sso-secret-button";
import { PlanNote } from "../../_components/plan-note";
import { loadMemberSite } from "../../_lib/load-member-site";
import { planLabel } from "../../_lib/plan-label";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";
import { EmptyState } from "../../../_components/empty-state";
import { helpLinks } from "../../../_lib/help-links";

export const generateMetadata = sitePageMetadata("SSO");

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A site's SSO page: the secrets that sign readers' identity tokens; a new one shown once; the plan's word on the free plan. */
export default async function SiteSsoPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { member, site } = await loadMemberSite((await params).site_id);
  const { sso_secrets: secrets } = await listSsoSecrets(member.accountId, site.id);
  const plan = planOf(member.plan);
  const atLimit = secrets.length >= plan.maxSsoSecretsPerSite;
  return (
    <Card
      title="SSO secrets"
      description={
        <>
          Your server signs each reader&apos;s identity token with a secret, so readers signed in on your site comment
          as themselves. Turn SSO on under{" "}
          <Link href={`/sites/${site.id}/sign-in`} className="font-medium text-primary underline underline-offset-2">
            Sign-in
          </Link>{" "}
          once a secret is in place.
        </>
      }
    >
      {plan.sso ? (
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {secrets.length} of {plan.maxSsoSecretsPerSite} secrets on the {planLabel(member.plan)} plan.
            {atLimit &&
              " That is the most a site holds: delete the one your server no longer signs with before creating another."}
          </p>
          <CreateSsoSecretButton siteId={site.id} disabled={atLimit} />
        </div>
      ) : (
        <PlanNote tone="limit" className="mb-5">
          SSO sign-in is part of the Publisher plan and above. This account is on the {planLabel(member.plan)} plan, so
          it cannot create SSO secrets.
        </PlanNote>
      )}
      {secrets.length === 0 ? (
        <EmptyState
          icon={<KeySquare className="size-8" />}
          title="No SSO secrets"
          help={{ href: helpLinks.sso, label: "Read the guide" }}
        >
          {plan.sso
            ? "Create one, give it to your server, then turn SSO on under Sign-in."
            : "On a plan with SSO, secrets you create appear here."}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {secrets.map((secret) => (
            <li
              key={secret.id}
              data-testid="sso-secret-row"
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-mono text-sm text-foreground">ssosec_…{secret.hint}</p>
                <p className="text-sm text-muted-foreground">
                  Created {dateFormat.format(new Date(secret.created_at))} UTC
                </p>
              </div>
              <DeleteSsoSecretButton
                siteId={site.id}
                secretId={secret.id}
                hint={secret.hint}
                last={secrets.length === 1}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { BookOpen, KeyRound } from "lucide-react";

import { ApiReferenceLink } from "@/app/_components/api-reference-link";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { managerRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";

import { Card } from "../../_components/card";
import { EmptyState } from "../../_components/empty-state";
import { PageHeader } from "../../_components/page-header";
import { helpLinks } from "../../_lib/help-links";
import { CreateKeyForm } from "./_components/create-key-form";
import { RevokeKeyButton } from "./_components/revoke-key-button";

export const metadata = { title: "API keys" };

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (iso: string | null) => (iso ? `${dateFormat.format(new Date(iso))} UTC` : "Never");

/** Settings → API keys: the account's keys, a new one shown once, revocation behind a confirmation. */
export default async function ApiKeysPage() {
  const member = await requireRole(managerRoles);
  const keys = await listApiKeys(member.accountId);
  const active = keys.filter((k) => !k.revoked_at);
  const revoked = keys.filter((k) => k.revoked_at);
  return (
    <>
      <PageHeader
        help={{ href: helpLinks.apiKeys, topic: "API keys" }}
        title="API keys"
        description="Keys let your servers call the Threadline API. Live keys reach live data; test keys only test data."
        action={
          <ApiReferenceLink className="btn btn-secondary">
            <BookOpen aria-hidden="true" className="size-4" />
            API reference
          </ApiReferenceLink>
        }
      />
      <Card title="Create a key" className="mb-6">
        <CreateKeyForm />
      </Card>
      {keys.length === 0 ? (
        <EmptyState
          icon={<KeyRound className="size-8" />}
          title="No API keys yet"
          help={{ href: helpLinks.apiKeys, label: "Read the guide" }}
        >
          Create one above to call the API from your backend.
        </EmptyState>
      ) : (
        <Card title="Keys" description={`${active.length} active, ${revoked.length} revoked`}>
          <ul className="divide-y divide-border">
            {[...active, ...revoked].map((key) => (
              <li
                key={key.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="api-key-row"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                    {key.name ?? "Unnamed key"}
                    <span
                      className={
                        key.mode === "live"
                          ? "rounded bg-success-muted px-1.5 py-0.5 text-xs font-medium text-success"
                          : "rounded bg-warning-muted px-1.5 py-0.5 text-xs font-medium text-warning"
                      }
                    >
                      {key.mode}
                    </span>
                    {key.revoked_at && (
                      <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-medium text-foreground">
                        revoked
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    <code className="font-mono">{key.prefix}…</code> · created {when(key.created_at)} · last used{" "}
                    {when(key.last_used_at)}
                  </p>
                </div>
                {!key.revoked_at && <RevokeKeyButton keyId={key.id} label={key.name ?? key.prefix} />}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

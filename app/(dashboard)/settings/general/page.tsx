import { Download } from "lucide-react";
import Link from "next/link";

import { managerRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { listMembers } from "@/lib/members/list-members";
import { listSiteNames } from "@/lib/sites/list-site-names";

import { Card } from "../../_components/card";
import { PageHeader } from "../../_components/page-header";
import { DeleteAccountButton } from "./_components/delete-account-button";
import { LeaveAccountButton } from "./_components/leave-account-button";
import { RenameAccountForm } from "./_components/rename-account-form";

export const metadata = { title: "General" };

/** Settings → General: the account's name, leaving it, and for owners deleting it (after the export). */
export default async function GeneralSettingsPage() {
  const member = await requireRole(managerRoles);
  const [members, sites] = await Promise.all([listMembers(member.accountId), listSiteNames(member.accountId)]);
  const owners = members.filter((m) => m.role === "owner").length;
  const lastOwner = member.role === "owner" && owners <= 1;
  const owner = member.role === "owner";
  return (
    <>
      <PageHeader title="General" description={`The settings of the account ${member.accountName}.`} />
      <div className="flex flex-col gap-6">
        <Card title="Account name" description="Shown in the sidebar, the account switcher and invitation e-mails.">
          <RenameAccountForm name={member.accountName} />
        </Card>

        <Card title="Leave this account">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p id="leave-account-note" className="text-sm text-muted-foreground">
              {lastOwner
                ? "You are its only owner, so you cannot leave it: make someone else owner on the Team page first, or delete the account below."
                : member.accounts.length > 1
                  ? "You lose access to it at once; your other accounts stay as they are."
                  : "You lose access to it at once. It is your only account, so you will be signed out."}
            </p>
            {lastOwner ? (
              <button
                type="button"
                disabled
                aria-describedby="leave-account-note"
                className="inline-flex shrink-0 cursor-not-allowed items-center justify-center rounded-md border border-dashed border-input bg-muted px-3.5 py-2 text-sm font-medium text-muted-foreground"
              >
                Leave account
              </button>
            ) : (
              <div className="shrink-0">
                <LeaveAccountButton accountName={member.accountName} lastAccount={member.accounts.length <= 1} />
              </div>
            )}
          </div>
          {lastOwner && (
            <p className="mt-2 text-sm">
              <Link href="/settings/team" className="text-primary underline-offset-2 hover:underline">
                Open the Team page
              </Link>
            </p>
          )}
        </Card>

        {owner && (
          <Card title="Danger zone" className="border-danger/40">
            <div className="flex flex-col gap-5 text-sm text-muted-foreground">
              <div>
                <p className="font-medium text-foreground">1. Export what you want to keep</p>
                <p className="mt-1">
                  Each site&apos;s comments, threads and readers can be downloaded from its Import &amp; export tab.
                  Nothing can be recovered once the account is deleted.
                </p>
                {sites.length === 0 ? (
                  <p className="mt-2">This account has no sites, so there is nothing to export.</p>
                ) : (
                  <ul className="mt-2 flex flex-col gap-1.5">
                    {sites.map((site) => (
                      <li key={site.id}>
                        <Link
                          href={`/sites/${site.id}/data`}
                          className="inline-flex items-center gap-1.5 break-all text-primary underline-offset-2 hover:underline"
                        >
                          <Download className="size-4 shrink-0" aria-hidden /> Export {site.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="flex flex-col gap-4 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-medium text-foreground">2. Delete this account</p>
                  <p className="mt-1">
                    Every site, thread, comment, reader, API key, webhook, event and member link of {member.accountName}{" "}
                    is deleted for good, in live and test mode, and its widgets stop working. Members with no other
                    account are signed out. Your other accounts are not touched. Deletion is final.
                  </p>
                </div>
                <div className="shrink-0">
                  <DeleteAccountButton accountName={member.accountName} />
                </div>
              </div>
            </div>
          </Card>
        )}
      </div>
    </>
  );
}

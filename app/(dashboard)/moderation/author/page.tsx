import { notFound } from "next/navigation";

import { AppError } from "@/lib/core/app-error";
import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { countAuthorComments } from "@/lib/moderation/count-author-comments";
import { describeCommentAuthor } from "@/lib/moderation/describe-comment-author";
import { listAuthorComments } from "@/lib/moderation/list-author-comments";

import { BackToQueue } from "../_components/back-to-queue";
import { Card } from "../../_components/card";
import { PageHeader } from "../../_components/page-header";
import { UtcTime } from "../../_components/utc-time";
import { helpLinks } from "../../_lib/help-links";
import { AuthorComments } from "./_components/author-comments";
import { AuthorProfile } from "./_components/author-profile";
import { BanForm } from "./_components/ban-form";
import { LiftBanButton } from "./_components/lift-ban-button";
import { RejectPendingButton } from "./_components/reject-pending-button";

export const metadata = { title: "Author" };

const perPage = 20;
const kindNames = { reader: "Reader", email: "E-mail", ip: "IP address" } as const;

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The author of a comment on its site: who they are, their comments and counts, the bans in force
 * on them; ban, lift, reject everything of theirs still pending. `?ban=1` opens with the ban form
 * focused. Any comment the member does not reach is not found.
 */
export default async function AuthorPage({ searchParams }: { searchParams: Promise<Query> }) {
  const member = await requireRole(memberRoles);
  const query = await searchParams;
  const commentId = one(query.comment) ?? "";
  const author = await describeCommentAuthor(member, commentId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "comment_not_found") notFound();
    throw error;
  });
  const [counts, list] = await Promise.all([
    countAuthorComments(author.key),
    listAuthorComments(author.key, { after: one(query.after), limit: perPage }),
  ]);
  const name = author.profile.kind === "reader" ? author.profile.name : author.comment.authorName || "Guest";
  const pageHref = (after: string | null) => `/moderation/author?comment=${commentId}${after ? `&after=${after}` : ""}`;
  const stats = [
    ["Approved", counts.approved],
    ["Pending", counts.pending],
    ["Rejected", counts.rejected],
    ["Spam", counts.spam],
  ] as const;
  return (
    <>
      <BackToQueue />
      <PageHeader
        help={{ href: helpLinks.moderationAuthor, topic: "a comment's author" }}
        title={name}
        description={<>The author of a comment on {author.comment.siteName}. Press Escape to go back to the queue.</>}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Who">
          <AuthorProfile profile={author.profile} />
        </Card>
        <Card title="Their comments on this site">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Counts">
            {stats.map(([label, value]) => (
              <div key={label} className="rounded-md bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          {counts.pending > 0 && (
            <div className="mt-4">
              <RejectPendingButton commentId={author.comment.id} count={counts.pending} author={name} />
            </div>
          )}
        </Card>
        <Card
          title="Bans in force"
          description={author.banKinds.length ? undefined : "Comments written through the API cannot be banned."}
        >
          {author.bans.length === 0 ? (
            <p className="text-sm text-muted-foreground">None: they may comment.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Bans in force">
              {author.bans.map((ban) => (
                <li
                  key={ban.id}
                  data-testid="author-ban"
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-foreground">
                      {kindNames[ban.kind]}: <span className="break-all">{ban.label}</span>
                    </p>
                    <p className="text-muted-foreground">
                      {ban.expiresAt ? (
                        <>
                          Until <UtcTime iso={ban.expiresAt.toISOString()} />
                        </>
                      ) : (
                        "For good"
                      )}
                      {ban.reason ? ` · ${ban.reason}` : ""}
                    </p>
                  </div>
                  <LiftBanButton banId={ban.id} label={ban.label} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        {author.banKinds.length > 0 && (
          <Card title="Ban the author" description="Stops new comments, votes and flags from them on this site.">
            {/* Another comment's author (only the query changes) gets a fresh form, whose values hold the comment. */}
            <BanForm
              key={author.comment.id}
              commentId={author.comment.id}
              kinds={author.banKinds}
              focus={one(query.ban) === "1"}
            />
          </Card>
        )}
      </div>
      <Card title="Comments, newest first" className="mt-6">
        <AuthorComments
          comments={list.comments}
          next={list.next}
          paged={Boolean(one(query.after))}
          pageHref={pageHref}
        />
      </Card>
    </>
  );
}

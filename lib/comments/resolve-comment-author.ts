import { checkNotBanned } from "@/lib/bans/check-not-banned";
import { AppError } from "@/lib/core/app-error";
import { defaultAuthorName } from "@/lib/core/comment-limits";
import { hashIp } from "@/lib/core/hash-ip";
import type { CommentTargetSite } from "@/lib/db/find-comment-target";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { readSiteSettings } from "@/lib/sites/site-settings";

/** Who a new comment is by, and on which site and in which mode it lands. */
export type CommentAuthor = {
  site: CommentTargetSite;
  livemode: boolean;
  name: string;
  kind: "api" | "guest" | "reader";
  ref: string | null;
  ipHash: string | null;
};

/**
 * Decides a new comment's author from the caller: an API key writes as the integration (live or
 * test); a reader as themselves (never a name from the body); a guest under the name given, when
 * the site allows guests. Readers and guests write live data and must not be banned. `site` is the
 * site named by `siteId` as found (null when there is none); another account's site is missing too.
 */
export async function resolveCommentAuthor(input: {
  siteId: string;
  site: CommentTargetSite | null;
  authorName?: string;
  auth: ClientAuth;
  ip: string;
}): Promise<CommentAuthor> {
  const { auth, site } = input;
  if (!site || (auth.kind === "api_key" && site.accountId !== auth.accountId)) {
    throw new AppError("site_not_found", `No site ${input.siteId} exists.`);
  }
  if (auth.kind === "api_key") {
    return {
      site,
      livemode: auth.livemode,
      name: input.authorName ?? defaultAuthorName,
      kind: "api",
      ref: null,
      ipHash: null,
    };
  }
  const ipHash = hashIp(input.ip);
  if (auth.kind === "reader") {
    if (auth.siteId !== site.id) throw new AppError("forbidden", "This session belongs to another site.");
    await checkNotBanned(site.id, { readerId: auth.readerId, email: auth.email, ipHash });
    return { site, livemode: true, name: auth.name, kind: "reader", ref: auth.readerId, ipHash };
  }
  const { embed } = readSiteSettings(site);
  if (!embed.sign_in_modes.includes("guest")) {
    throw new AppError("sign_in_mode_disabled", "This site does not take guest comments; sign in first.");
  }
  if (!input.authorName && embed.guest_name_required) {
    throw new AppError("validation_failed", "Guests must give a name on this site.", {
      errors: [{ field: "author_name", message: "is required for guests" }],
    });
  }
  await checkNotBanned(site.id, { ipHash });
  return { site, livemode: true, name: input.authorName ?? "Guest", kind: "guest", ref: null, ipHash };
}

import Link from "next/link";

import type { SpamModelView } from "@/lib/screening/spam-model-schemas";

import { UtcTime } from "../../_components/utc-time";
import { ResetSpamModelButton } from "./reset-spam-model-button";

/** What a site's spam model learns from (its moderators' decisions, or the shared default alone), its last reset, and the reset. */
export function SpamModelPanel({ model }: { model: SpamModelView }) {
  const { spam, not_spam: notSpam } = model.labels;
  return (
    <section aria-labelledby="spam-model-title" className="flex flex-col gap-3 text-sm">
      <div>
        <h3 id="spam-model-title" className="font-semibold text-foreground">
          Spam model
        </h3>
        <p data-testid="spam-model-learning" className="mt-1 text-foreground">
          {model.learning_from === "site"
            ? `Learned from ${spam.toLocaleString("en")} spam and ${notSpam.toLocaleString("en")} not-spam decisions by your moderators.`
            : "No decisions yet: using the shared default model."}
        </p>
        <p className="mt-1 text-muted-foreground">
          Every comment a moderator approves, marks as spam or restores from Spam teaches this site&apos;s model.
          {model.reset_at && (
            <>
              {" "}
              Last reset <UtcTime iso={model.reset_at} />.
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ResetSpamModelButton siteId={model.site_id} />
        <Link href="/docs/spam" className="font-medium text-primary underline underline-offset-2">
          How the spam filter works
        </Link>
      </div>
    </section>
  );
}

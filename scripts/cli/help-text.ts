const texts: Record<string, string> = {
  "": `Usage: threadline <command> [options]

Commands:
  accounts    Change an account's plan
  bootstrap   Create an account with a site and one live and one test API key
  export      Write a site's threads and comments as JSON Lines
  import      Import a Disqus, WordPress or Threadline export into a site
  keys        Create, list and revoke API keys
  mail        Stop mail to addresses that bounced or complained, and clear them
  members     Invite dashboard members (owner, admin, moderator) and list them
  migrate     Apply pending database migrations
  webhooks    listen: forward your account's events to a local URL, signed, to test a receiver
  worker      Deliver webhooks and moderation e-mails (the server also does, unless WEBHOOK_WORKER=off)
  help [cmd]  Show help for a command

Every command uses DATABASE_URL (default file:./data/threadline.db), except webhooks listen,
which talks to a server over its API.`,
  webhooks: `Usage: threadline webhooks listen --forward-to URL [options]

Forwards the events of your API key's account and mode, from now on, to URL (which need not be
public: localhost is fine), each as a real delivery looks: the same headers and body, signed with
a whsec_… secret printed at the start. Prints one line per event: time, type, id, and the local
answer's status or error. Ctrl-C stops it.

  --forward-to URL    where to POST each event, e.g. http://localhost:4242/hooks
  --api-key KEY       the API key (or THREADLINE_API_KEY); a test key forwards test events
  --api-url URL       the Threadline server (or THREADLINE_API_URL, else PUBLIC_URL,
                      else http://localhost:3000)
  --events TYPES      only these types, comma-separated: comment.created,comment.approved
                      (groups too: comment.*); default every type
  --secret whsec_…    sign with this secret instead of a new one (keep it across sessions)`,
  bootstrap: `Usage: threadline bootstrap [--email E] [--site-name N] [--domain D] [--json]

Creates a new account, one site and one live and one test API key, after applying
pending migrations. Each run creates a new account. The keys are shown this once.
The e-mail address becomes the account's owner in the dashboard: sign in at /sign-in.

  --email E       the account owner's e-mail (default owner@example.com)
  --site-name N   the site's name (default "My site")
  --domain D      the site's domain (default localhost)
  --json          print one JSON object:
                  {"account_id": "acct_…", "site_id": "site_…", "api_keys": {"live": "key_live_…", "test": "key_test_…"}}`,
  export: `Usage: threadline export --site site_… [--mode live|test] [--out FILE]

Writes the site's threads and comments (live ones by default) as JSON Lines to FILE, or to
standard output: a header line, then each thread followed by its comments, with statuses,
authors and their e-mail where known, times, votes and reaction counts (docs/import-export.md).
"threadline import --format threadline" reads it back, into this site or another.`,
  import: `Usage: threadline import --site site_… --format disqus|wordpress|threadline FILE [options]

Imports the export FILE into the site, streaming it (any size), and prints what it did.
Importing the same file again changes nothing: each comment keeps its source id.

  --mode live|test            which mode's threads to import into (default live)
  --rewrite-from URL --rewrite-to URL
                              move the threads of a moved domain: a link starting with
                              the first URL starts with the second instead
  --json                      print the finished import as one JSON object

Records that cannot be imported are listed with their line; the rest is imported.`,
  keys: `Usage: threadline keys <create|list|revoke> …

  threadline keys create --account acct_… --mode live|test [--name N] [--json]
      Create a key; the full key is printed this once.
  threadline keys list --account acct_… [--json]
      List an account's keys (id, mode, display prefix, created, revoked).
  threadline keys revoke <key id or prefix>
      Revoke a key (ak_… or its display prefix such as key_live_3fA9x1Qz); it stops working at once.`,
  members: `Usage: threadline members <invite|list> --account acct_… […]

  threadline members invite --account acct_… --email E [--role owner|admin|moderator] [--json]
      Make E a member of the account (moderator by default) and e-mail a sign-in link
      that works once, for 7 days (SMTP_URL, or the dev mailbox in data/mail/).
  threadline members list --account acct_… [--json]
      The account's members, their roles and whether they have signed in yet.`,
  mail: `Usage: threadline mail <suppress|unsuppress|suppressions> […]

Addresses that bounced or complained get no mail from Threadline (reader notifications,
members' notifications) until cleared. Without --account, an entry holds for every account.

  threadline mail suppress <email> [--reason bounce|complaint|manual] [--account acct_…] [--json]
      Stop mail to the address (reason manual by default); already stopped: nothing changes.
  threadline mail unsuppress <email> [--account acct_…] [--json]
      Mail may go to the address again.
  threadline mail suppressions [--account acct_…] [--json]
      The stopped addresses, newest first (every-account entries, or one account's list).`,
  accounts: `Usage: threadline accounts set-plan <acct_…> <free|publisher|business> [--json]

Moves an account to another plan (there is no billing in this command). What each plan
includes is in docs/sites.md; SSO needs publisher or above.`,
  worker: `Usage: threadline worker

Delivers webhooks until it gets SIGTERM or SIGINT, then finishes the requests under way
(or hands them back to other workers) and exits. Any number of workers may run against one
PostgreSQL database; they never send the same attempt twice. On SQLite, a server's own worker
is the simple setup; a separate one (servers started with WEBHOOK_WORKER=off) finds new events
by polling every WEBHOOK_POLL_MS.
Settings (WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_SCHEDULE_MS, …) are in docs/webhooks.md.
It also sends the members' e-mails about pending comments and about new comments on their
sites (each one, and the digests; see docs/moderation.md), claimed so that several workers never
send the same mail.`,
  migrate: `Usage: threadline migrate

Applies every pending migration to the database named by DATABASE_URL.`,
};

/** The help text of one command, or of the whole tool. */
export function helpText(command = ""): string {
  return texts[command] ?? texts[""]!;
}

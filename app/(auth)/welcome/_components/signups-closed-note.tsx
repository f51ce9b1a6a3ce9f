/** Said instead of the form when this server makes no accounts for newcomers (SIGNUPS=invite or closed). */
export function SignupsClosedNote() {
  return (
    <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
      This Threadline server makes new accounts only through its operator. Ask them, or someone in an account here, for
      an invitation.
    </p>
  );
}

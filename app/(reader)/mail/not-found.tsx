/** A mail link that was used, has expired or never existed. */
export default function MailLinkNotFound() {
  return (
    <>
      <h1 className="text-lg font-semibold">This link no longer works</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        It was already used, has expired or does not exist. Newer mails carry links that work.
      </p>
    </>
  );
}

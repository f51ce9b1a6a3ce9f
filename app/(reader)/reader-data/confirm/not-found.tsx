/** A data-request link that was used, has expired or never existed. */
export default function DataRequestNotFound() {
  return (
    <>
      <h1 className="text-lg font-semibold">This link no longer works</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        It has expired or was already used. Ask again from the comments, where you are signed in.
      </p>
    </>
  );
}

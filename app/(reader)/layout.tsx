import type { ReactNode } from "react";

/** The pages readers reach from an e-mail: one centred card, in the site's readers' own words. */
export default function ReaderLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm">{children}</div>
      <p className="mt-6 text-xs text-muted-foreground">Comments by Threadline</p>
    </main>
  );
}

import { MessageSquareText } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

/** The sign-in pages: one centred card under the product's name. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted px-4 py-12">
      <Link href="/" className="mb-8 flex items-center gap-2 text-lg font-semibold text-foreground">
        <MessageSquareText className="size-6 text-primary" aria-hidden /> Threadline
      </Link>
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-6 shadow-sm">{children}</div>
    </main>
  );
}

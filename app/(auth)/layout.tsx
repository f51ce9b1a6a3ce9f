import { MessageSquareText } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

/** The sign-in pages: one centred card under the product's name. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-zinc-50 px-4 py-12 dark:bg-zinc-950">
      <Link href="/" className="mb-8 flex items-center gap-2 text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        <MessageSquareText className="size-6 text-indigo-600" aria-hidden /> Threadline
      </Link>
      <div className="w-full max-w-sm rounded-lg border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        {children}
      </div>
    </main>
  );
}

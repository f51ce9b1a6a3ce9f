import type { ReactNode } from "react";

/** What a list shows when it has nothing yet: what would be here, and how to make the first one. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-zinc-300 px-6 py-10 text-center dark:border-zinc-700">
      <div className="text-zinc-500 dark:text-zinc-400" aria-hidden>
        {icon}
      </div>
      <p className="mt-3 font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-zinc-600 dark:text-zinc-400">{children}</div>}
    </div>
  );
}

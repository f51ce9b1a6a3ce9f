import type { ReactNode } from "react";

/** What a list shows when it has nothing yet: what would be here, and how to make the first one. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-input px-6 py-10 text-center">
      <div className="text-muted-foreground" aria-hidden>
        {icon}
      </div>
      <p className="mt-3 font-medium text-foreground">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

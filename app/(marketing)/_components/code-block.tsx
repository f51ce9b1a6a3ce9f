import type { ReactNode } from "react";

/**
 * A dark code panel with a file-name bar. Long lines scroll inside the panel (never the page, at
 * 375 px), and the panel takes the keyboard focus so that it can be scrolled without a mouse.
 */
export function CodeBlock({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 overflow-hidden rounded-xl border border-border bg-code text-code-foreground shadow-lg">
      <figcaption className="flex items-center gap-2 border-b border-white/10 px-4 py-2.5 text-xs text-slate-300">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
        </span>
        <span className="ml-2 font-mono">{title}</span>
      </figcaption>
      <pre
        role="region"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto p-4 text-xs leading-relaxed focus-visible:-outline-offset-2 sm:p-5 sm:text-sm"
      >
        <code>{children}</code>
      </pre>
    </figure>
  );
}

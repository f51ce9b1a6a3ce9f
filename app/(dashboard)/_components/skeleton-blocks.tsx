/** A loading placeholder shaped like a page: a title, then cards of grey lines (one number per card). */
export function SkeletonBlocks({ cards, label }: { cards: number[]; label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="animate-pulse">
      <span className="sr-only">{label}</span>
      <div className="mb-2 h-8 w-48 rounded bg-muted" />
      <div className="mb-6 h-4 w-full max-w-md rounded bg-muted" />
      <div className="flex flex-col gap-6">
        {cards.map((lines, card) => (
          <div key={card} className="rounded-lg border border-border bg-card p-5">
            <div className="mb-4 h-5 w-40 rounded bg-muted" />
            {Array.from({ length: lines }, (_, line) => (
              <div
                key={line}
                className="mb-3 h-4 rounded bg-muted last:mb-0"
                style={{ width: `${90 - ((line * 17) % 40)}%` }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

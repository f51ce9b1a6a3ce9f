import { ChevronRight, Circle, CircleCheck } from "lucide-react";
import Link from "next/link";

import type { OnboardingChecklist as Checklist } from "@/lib/onboarding/get-onboarding-checklist";

import { checklistWords } from "./checklist-words";
import { DismissChecklistButton } from "./dismiss-checklist-button";

/** Getting started: five steps that tick themselves from the account's data, until all are done or it is dismissed. */
export function OnboardingChecklist({ checklist }: { checklist: Checklist }) {
  const done = checklist.items.filter((item) => item.done).length;
  if (checklist.dismissed || done === checklist.items.length) return null;
  return (
    <section aria-labelledby="checklist-title" className="rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="checklist-title" className="text-base font-semibold text-foreground">
            Get started
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {done} of {checklist.items.length} done. Each step ticks itself once it has happened.
          </p>
        </div>
        <DismissChecklistButton />
      </div>
      <div
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Getting started"
        aria-valuemin={0}
        aria-valuemax={checklist.items.length}
        aria-valuenow={done}
      >
        <div className="h-full bg-success" style={{ width: `${(done / checklist.items.length) * 100}%` }} />
      </div>
      <ul className="mt-4 divide-y divide-border">
        {checklist.items.map((item) => {
          const words = checklistWords[item.key];
          return (
            <li key={item.key} data-item={item.key} data-done={item.done || undefined}>
              <Link
                href={item.href}
                className="group flex items-center gap-3 rounded-md py-3 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {item.done ? (
                  <CircleCheck className="size-5 shrink-0 text-success" aria-hidden />
                ) : (
                  <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className="min-w-0 flex-1 text-sm">
                  <span className={item.done ? "text-muted-foreground line-through" : "font-medium text-foreground"}>
                    {item.done ? words.done : words.todo}
                  </span>
                  <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
                  {!item.done && <span className="block text-muted-foreground">{words.hint}</span>}
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground"
                  aria-hidden
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

"use client";

import type { UseFormRegisterReturn } from "react-hook-form";

/** One choice of a notification setting: its value, its name and what it sends. */
export type Choice<V extends string> = { value: V; label: string; note: string };

/** A notification setting's choices as radios with their notes, and the server's refusal beside them. */
export function ChoiceFieldset<V extends string>({
  uid,
  legend,
  choices,
  radio,
  error,
}: {
  uid: string;
  legend: string;
  choices: Choice<V>[];
  radio: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${uid}-error` : undefined}>
      <legend className="text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-col gap-3 py-1">
        {choices.map((choice) => (
          <div key={choice.value} className="flex items-start gap-2 text-sm text-foreground">
            <input
              {...radio}
              type="radio"
              id={`${uid}-${choice.value}`}
              value={choice.value}
              aria-describedby={`${uid}-${choice.value}-note`}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <div>
              <label htmlFor={`${uid}-${choice.value}`} className="font-medium">
                {choice.label}
              </label>
              <p id={`${uid}-${choice.value}-note`} className="text-muted-foreground">
                {choice.note}
              </p>
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${uid}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import clsx from "clsx";

import { CopyButton } from "../../_components/copy-button";

/**
 * A snippet in a code panel with its copy button. A short tag wraps; a program scrolls sideways
 * instead, so the panel takes the keyboard focus (arrow keys scroll it) and is named after the snippet.
 */
export function SnippetBlock({
  code,
  label,
  copyLabel,
  testId,
  wrap = false,
}: {
  code: string;
  wrap?: boolean;
  label: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <div>
      <pre
        tabIndex={0}
        role="region"
        aria-label={label}
        className={clsx(
          "overflow-x-auto rounded-md bg-code p-4 text-sm text-code-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:border",
          wrap && "whitespace-pre-wrap break-all",
        )}
      >
        <code data-testid={testId}>{code}</code>
      </pre>
      <div className="mt-3 flex justify-end">
        <CopyButton value={code} label={copyLabel} />
      </div>
    </div>
  );
}

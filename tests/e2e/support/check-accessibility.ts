import axe, { type AxeResults, type Result } from "axe-core";
import type { Page } from "playwright-core";

/** The impacts that fail a page; moderate and minor findings are returned for the caller to look at. */
const failingImpacts = new Set(["serious", "critical"]);

/** One violation as a few readable lines: impact, rule, help link, and each offending element. */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map(
    (node) => `    at ${node.target.join(" ")}\n       ${(node.failureSummary ?? "").replace(/\n/g, "\n       ")}`,
  );
  return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join("\n")}`;
}

/**
 * Runs axe-core over the page as it is this moment, settled or not (a loading skeleton while a
 * page streams), and throws when any violation is serious or critical. Returns every violation.
 */
export async function scanNow(page: Page): Promise<Result[]> {
  // evaluate() rather than a <script> tag, so a Content-Security-Policy cannot block the scan.
  await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const scanner = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    return scanner.run(document, { resultTypes: ["violations"] });
  });
  const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ""));
  if (failing.length) {
    throw new Error(
      `axe-core: ${failing.length} serious or critical violation(s) on ${page.url()}\n${failing.map(describeViolation).join("\n")}`,
    );
  }
  return results.violations;
}

/**
 * Waits for a streamed page to settle, then runs axe-core in `page` (its source injected) over the whole document and throws, listing them,
 * when any violation is serious or critical. Returns every violation found.
 */
export async function checkAccessibility(page: Page): Promise<Result[]> {
  // A streamed page shows its loading skeleton (aria-busy) first and gets its <title> a moment
  // after its content: scanning before then would report the skeleton or a missing title.
  await page.waitForFunction(() => document.title !== "" && !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  return scanNow(page);
}

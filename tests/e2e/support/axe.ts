import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * Serious and critical WCAG 2.1 A/AA findings on the page as it is now, one line each
 * (rule, help text and the elements), so a failing assertion says what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Every axe finding on the page, as "rule (impact): targets" lines, so a failure says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { atRest } from "./fixtures";

/** WCAG 2 A/AA violations inside <main>, as "rule: targets" lines (empty when clean), once the page is at rest. */
export async function axeViolations(page: Page): Promise<string[]> {
  await atRest(page);
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Stores the light theme before the page's boot script reads it. */
export async function useLightTheme(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
}

/** Every axe finding on the page at rest, as "rule (impact): targets" lines, so a failure says what to fix. */
export async function axePageViolations(page: Page): Promise<string[]> {
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

import type { Page } from "@playwright/test";

/** Records every alert's text ("alert: ...") and accepts it. */
export function collectAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  return seen;
}

export const main = (page: Page) => page.locator("main");

/** A link inside main by the start of its accessible name (external links add "(opens in a new tab)"). */
export const link = (page: Page, name: string) => main(page).getByRole("link", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });

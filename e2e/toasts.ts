import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The one visible toast shows exactly this title and description, with this variant. */
export async function expectToast(
  page: Page,
  title: string,
  description: string | RegExp,
  variant: "default" | "destructive" = "default",
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveCount(1, { timeout });
  await expect(toast).toHaveAttribute("data-variant", variant);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(typeof description === "string" ? toast.getByText(description, { exact: true }) : toast.getByText(description)).toBeVisible();
}

import type { Page, Route } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * The default tool on /tools is a lazily loaded chunk (docs/decisions/016-react-renders-the-site.md).
 * Its prerendered HTML is on screen before the chunk arrives; input made then must not be lost.
 * React keeps it (docs/decisions/045): the typed text stays in the field, and the form's submission
 * is held by React's inline form-replay script and run as the form's action once the tool has
 * hydrated. The chunk is held back until the test lets it go, so the typing and the tap land for
 * certain while the tool is still the prerendered HTML.
 */
async function holdChunk(page: Page, name: RegExp): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(name, async (route: Route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { release, requested };
}

test("typing and a tap on the default name generator before its chunk arrives still generate names", async ({ page }) => {
  const chunk = await holdChunk(page, /\/assets\/name-generator-[\w-]+\.js$/);
  await page.goto("/tools");
  await hydrated(page);
  await chunk.requested;
  // The tool is still the prerendered HTML: nothing of it has run.
  await expect(page.getByTestId("fancy-name")).toHaveCount(0);
  await page.getByLabel("Your name").fill("Raj");
  await page.getByRole("button", { name: "Generate" }).click();
  chunk.release();
  await expect(page.getByTestId("fancy-name")).toHaveCount(8);
  await expect(page.getByTestId("fancy-name").first()).toContainText("𝐑𝐚𝐣");
  // The name stays in the field, and the tool's state holds it: a second Generate makes the same names.
  await expect(page.getByLabel("Your name")).toHaveValue("Raj");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByTestId("fancy-name").first()).toContainText("𝐑𝐚𝐣");
  await page.getByLabel("Your name").press("End");
  await page.getByLabel("Your name").press("!");
  await expect(page.getByLabel("Your name")).toHaveValue("Raj!");
});

import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { CHAT_TEXT } from "../web/content/chat";
import { KEY_STEP_PX } from "../web/features/chat/drag";
import { openWithPausedClock } from "./game-helpers";

/** Decision 026: the chat button and window move with the arrow keys too, clamped like a drag. */
const button = (page: Page) => page.getByRole("button", { name: CHAT_TEXT.openLabel });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: CHAT_TEXT.title });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
}

test.use({ viewport: { width: 1000, height: 700 } });

test("the focused chat button moves with the arrow keys (Shift for bigger steps), stays inside the viewport, and still opens with Enter", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await button(page).focus();
  const start = await box(button(page));
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  expect(await box(button(page))).toMatchObject({ x: start.x - KEY_STEP_PX, y: start.y - KEY_STEP_PX });
  await page.keyboard.press("Shift+ArrowLeft");
  expect((await box(button(page))).x).toBe(start.x - KEY_STEP_PX - 4 * KEY_STEP_PX);
  // The arrows moved the button, not the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (let i = 0; i < 20; i++) await page.keyboard.press("Shift+ArrowRight");
  expect((await box(button(page))).x).toBe(1000 - 56);
  await expect(button(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chatWindow(page)).toBeVisible();
});

test("the chat window's Move button moves the window with the arrow keys, and the button keeps its own place", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await button(page).focus();
  await page.keyboard.press("Shift+ArrowUp");
  const buttonPlace = await box(button(page));
  await page.keyboard.press("Enter");
  const move = page.getByRole("button", { name: "Move chat window" });
  await move.focus();
  const start = await box(chatWindow(page));
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("ArrowUp");
  expect(await box(chatWindow(page))).toMatchObject({ x: start.x - 4 * KEY_STEP_PX, y: start.y - KEY_STEP_PX });
  for (let i = 0; i < 40; i++) await page.keyboard.press("Shift+ArrowUp");
  expect((await box(chatWindow(page))).y).toBe(0);
  await page.keyboard.press("Escape");
  await expect(button(page)).toBeFocused();
  expect(await box(button(page))).toMatchObject({ x: buttonPlace.x, y: buttonPlace.y });
});

test("on a game, the chat button docks in the header while the game runs and returns to its corner when paused", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openWithPausedClock(page, "/games/snake?seed=1");
  const corner = await box(button(page));
  // The chat window's code is lazy, and React reveals a loaded Suspense boundary on a timer, which
  // the paused clock holds: load it once before the game starts, so opening it later is at once.
  await button(page).click();
  await page.clock.runFor(1000);
  await expect(chatWindow(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(button(page)).toHaveAttribute("data-docked", "true");
  const docked = await box(button(page));
  const header = await box(page.getByRole("banner").first());
  expect(docked.y + docked.height).toBeLessThanOrEqual(header.y + header.height);
  expect(docked.width).toBeGreaterThanOrEqual(44);
  // Still reachable while docked: it opens the chat.
  await button(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(button(page)).toHaveAttribute("data-docked", "true");
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(button(page)).not.toHaveAttribute("data-docked", "true");
  expect(await box(button(page))).toEqual(corner);
});

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
  // Below 1024 px it starts in the header's slot (decision 047), so the first step is down.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowDown");
  expect(await box(button(page))).toMatchObject({ x: start.x - KEY_STEP_PX, y: start.y + KEY_STEP_PX });
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
  await page.keyboard.press("Shift+ArrowDown");
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

test("below 1024 px the chat button rests in the header's slot, clear of the theme button, and on a game it stays there before, during and after a round", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openWithPausedClock(page, "/games/snake?seed=1");
  const header = await box(page.getByRole("banner").first());
  const theme = await box(page.getByTestId("theme-toggle"));
  const slot = await box(page.getByTestId("chat-slot"));
  const resting = await box(button(page));
  await expect(button(page)).toHaveAttribute("data-docked", "true");
  // Decision 047: in the header's own slot, not over the page, and 8 px clear of the theme button
  // (it overlapped it by 4 px once).
  expect(resting).toEqual(slot);
  expect(resting.y + resting.height).toBeLessThanOrEqual(header.y + header.height);
  expect(theme.x - (resting.x + resting.width)).toBe(8);
  expect(resting.width).toBeGreaterThanOrEqual(44);
  // The chat window's code is lazy, and React reveals a loaded Suspense boundary on a timer, which
  // the paused clock holds: load it once before the game starts, so opening it later is at once.
  await button(page).click();
  await page.clock.runFor(1000);
  await expect(chatWindow(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Start" }).click();
  expect(await box(button(page))).toEqual(resting);
  // Still reachable during play: it opens the chat.
  await button(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Pause" }).click();
  expect(await box(button(page))).toEqual(resting);
  // A drag does not take it out of its place on a game's screen.
  await page.mouse.move(resting.x + 20, resting.y + 20);
  await page.mouse.down();
  await page.mouse.move(resting.x - 150, resting.y + 300, { steps: 6 });
  await page.mouse.up();
  expect(await box(button(page))).toEqual(resting);
});

import type { Page } from "@playwright/test";
import { CHALLENGE_GAME_IDS } from "../contracts/games";
import { CHALLENGE_TEXTS } from "../web/features/games/challenge/texts";
import { GAMES } from "../web/content/games";
import { GAMES_HUB } from "../web/content/games-hub";
import { axePageViolations, useLightTheme } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/** The hub's layout: two compact columns on a phone, about three screens tall; more columns wider. */

type Box = { x: number; y: number; width: number; height: number };

/** Nine winners, the most the hub shows (one per challenge game), so the reserved box is tested full. */
const NINE_WINNERS = {
  day: "2025-06-01",
  winners: CHALLENGE_GAME_IDS.map((game) => ({ game, nickname: "Sixteen_chars_ok", score: 123456 })),
};

/** Answers the winners' request with NINE_WINNERS once the returned function is called. */
async function holdWinners(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/challenge/winners", async (route) => {
    await held;
    await route.fulfill({ json: NINE_WINNERS });
  });
  return release;
}

async function openHub(page: Page): Promise<void> {
  // The splash shows once per session: measure the page, not the loading screen over it.
  await page.addInitScript(() => sessionStorage.setItem("splashShown", "1"));
  await page.goto("/games");
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

async function cardBoxes(page: Page): Promise<Box[]> {
  const cards = page.getByTestId("game-cards").getByRole("listitem");
  await expect(cards).toHaveCount(GAMES.length);
  return Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
}

/** How many cards share the first card's row. */
function columns(boxes: Box[]): number {
  return boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) <= 1).length;
}

test.describe("on a 360x640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("lists all 14 games two to a row under today's challenge, in about three screens", async ({ page }) => {
    (await holdWinners(page))();
    await openHub(page);
    const cards = page.getByTestId("game-cards").getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(GAMES.map((g) => g.name));
    const boxes = await cardBoxes(page);
    const [first, second, third] = boxes as [Box, Box, Box];
    expect(Math.abs(first.y - second.y), "the first two cards share a top").toBeLessThanOrEqual(1);
    expect(second.x, "the second card is right of the first").toBeGreaterThanOrEqual(first.x + first.width);
    expect(third.y, "the third card starts the second row").toBeGreaterThan(first.y + first.height);
    expect(columns(boxes)).toBe(2);
    // Row by row: the page's order (which is the focus order) reads left to right, then down.
    for (let i = 1; i < boxes.length; i++) {
      const [prev, cur] = [boxes[i - 1]!, boxes[i]!];
      expect(cur.y > prev.y + 1 || (Math.abs(cur.y - prev.y) <= 1 && cur.x > prev.x), `card ${i} follows card ${i - 1}`).toBe(true);
    }
    const challenge = (await page.getByTestId("hub-challenge").boundingBox())!;
    expect(challenge.y + challenge.height, "the challenge is above the grid").toBeLessThanOrEqual(first.y);
    for (const game of GAMES) {
      const play = page.getByTestId(`game-card-${game.id}`).getByRole("link", { name: `${GAMES_HUB.playLabel}: ${game.name}` });
      await expect(play).toHaveAttribute("href", game.path);
      const box = (await play.boundingBox())!;
      expect(box.height, `${game.name}'s Play Now is a 44 px target`).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // Every thumbnail's box is 16:9 before its image arrives (most are lazy and not loaded yet).
    for (const img of await cards.locator("img").all()) {
      const box = (await img.boundingBox())!;
      expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThanOrEqual(1);
    }
    // The hub's own length: the shell's greeting keeps its place above every page (68 px here, and
    // gone once closed), so it is not counted against the hub.
    const [height, greeting] = await page.evaluate(() => [document.documentElement.scrollHeight, document.getElementById("greeting-slot")?.getBoundingClientRect().height ?? 0]);
    expect(greeting, "the greeting's place is two lines tall").toBeLessThanOrEqual(72);
    expect(height - greeting, "the hub is about three phone screens").toBeLessThanOrEqual(3.2 * 640);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page does not scroll sideways").toBeLessThanOrEqual(0);
    expect(await axePageViolations(page)).toEqual([]);
  });

  test("yesterday's winners open from a button, into a box that holds nine without moving the grid", async ({ page }) => {
    // In the light theme: the first test audits the dark one (the default).
    await useLightTheme(page);
    const release = await holdWinners(page);
    await openHub(page);
    const toggle = page.getByRole("button", { name: CHALLENGE_TEXTS.hubWinners });
    const box = page.getByTestId("hub-winners-box");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(box).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(box).toBeVisible();
    const grid = page.getByTestId("game-cards");
    const before = (await grid.boundingBox())!.y;
    release();
    await expect(page.getByTestId("hub-winners").getByRole("listitem")).toHaveCount(9);
    expect((await grid.boundingBox())!.y, "the winners' box was reserved").toBe(before);
    expect(await axePageViolations(page)).toEqual([]);
  });
});

test.describe("on a 1280x800 screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows four cards to a row with their descriptions and yesterday's winners in place", async ({ page }) => {
    // The winners arrive late: the grid below must already be where it ends up.
    const release = await holdWinners(page);
    await openHub(page);
    const grid = page.getByTestId("game-cards");
    const before = (await grid.boundingBox())!.y;
    release();
    await expect(page.getByTestId("hub-winners").getByRole("listitem")).toHaveCount(9);
    expect((await grid.boundingBox())!.y, "the winners' box was reserved").toBe(before);
    expect(columns(await cardBoxes(page))).toBe(4);
    await expect(page.getByRole("button", { name: CHALLENGE_TEXTS.hubWinners })).toHaveCount(0);
    await expect(page.getByTestId("game-card-pong").getByText("First to 5 points wins against the AI.")).toBeVisible();
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./fixtures";
import { siteConfig } from "../site.config";
import { GAMES } from "../web/content/games";
import { GAMES_HUB } from "../web/content/games-hub";

test.describe("games hub", () => {
  test("lists the game cards in the hub's order, each with a Play Now link to its route", async ({ page }) => {
    await page.goto("/games");
    await hydrated(page);
    await expect(page).toHaveTitle(`${GAMES_HUB.title} | ${siteConfig.displayName}`);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await expect(page.getByRole("heading", { level: 1, name: GAMES_HUB.title })).toBeVisible();
    const cards = page.getByTestId("game-cards").getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(GAMES.map((g) => g.name));
    expect(GAMES.map((g) => g.path)).toEqual([
      "/games/tictactoe",
      "/games/snake",
      "/games/memory",
      "/games/flappy",
      "/games/rps",
      "/games/simon",
      "/games/2048",
      "/games/whack",
      "/games/pong",
      "/games/colormatch",
      "/games/typing",
      "/games/sliding",
      "/games/breakout",
      "/games/connect4",
    ]);
    await expect(cards).toHaveCount(14);
    // Pong is described as first to 5 points wins against the AI.
    await expect(page.getByTestId("game-card-pong")).toContainText("First to 5 points wins against the AI.");
    for (const [i, game] of GAMES.entries()) {
      const play = cards.nth(i).getByRole("link", { name: new RegExp(`^${GAMES_HUB.playLabel}`) });
      await expect(play).toHaveAttribute("href", game.path);
    }
  });

  test("Play Now opens the game, and Back to Games returns to the hub", async ({ page }) => {
    await page.goto("/games");
    await hydrated(page);
    await page
      .getByTestId("game-card-memory")
      .getByRole("link", { name: /Play Now/ })
      .click();
    await expect(page).toHaveURL(/\/games\/memory$/);
    await expect(page.getByRole("heading", { level: 1, name: "Memory Match" })).toBeVisible();
    await page.getByRole("link", { name: GAMES_HUB.backLabel }).click();
    await expect(page).toHaveURL(/\/games$/);
  });

  test("the hub and every game page are prerendered with their title", async ({ request }) => {
    expect(await (await request.get("/games")).text()).toContain(`${GAMES_HUB.title}</h1>`);
    for (const game of GAMES) {
      const res = await request.get(game.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`${game.name}</h1>`);
      expect(html).toContain(`<title>${game.name} | ${siteConfig.displayName}</title>`);
      expect(html).toContain('href="/games"');
    }
  });
});

test.describe("every game screen", () => {
  for (const game of GAMES) {
    test(`${game.path} hydrates without console errors, has a live status, a link back to /games and no axe violations`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(game.path);
      await hydrated(page);
      await expect(page.getByRole("link", { name: GAMES_HUB.backLabel })).toHaveAttribute("href", "/games");
      await expect(page.getByTestId("game-status")).toHaveAttribute("aria-live", "polite");
      await expect(page.getByTestId("game-status")).not.toBeEmpty();
      await expect(page.getByTestId("game-message")).toHaveAttribute("role", "status");
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test("games are played by touch and fit the screen", async ({ page }) => {
    await page.goto("/games/tictactoe");
    await hydrated(page);
    await page.getByRole("button", { name: /^Row 2, column 2:/ }).tap();
    await expect(page.getByRole("button", { name: "Row 2, column 2: X" })).toBeVisible();
    await expect(page.getByTestId("game-status")).toHaveText("Player O's turn");
    for (const game of GAMES) {
      await page.goto(game.path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${game.path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

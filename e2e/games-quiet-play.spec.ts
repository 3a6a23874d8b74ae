import { GAMES_HUB } from "../web/content/games-hub";
import { expect, hydrated, test } from "./fixtures";

/**
 * Background work on a game screen waits while a real-time round is played frame by frame
 * (web/lib/game-activity.ts `whenQuiet`, web/lib/ui/after-idle.tsx): the chat window's prefetch,
 * the toaster and the shell's extras would otherwise arrive in the first second of play, each a
 * long task between two frames on a slow phone (bench/games-long-tasks.ts). The page's clock is
 * paused from the start, so no idle callback can run before Start and every wait is exact.
 */
test.use({ serviceWorkers: "block" });

const BACKGROUND_CHUNKS = /\/assets\/(chat-window|toaster|deferred-shell)-[\w-]+\.js$/;

test("the chat window's and the shell's code wait while a Whack-a-Mole round runs, and load once the player leaves it", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    const m = BACKGROUND_CHUNKS.exec(r.url());
    if (m) fetched.push(m[1]!);
  });
  const start = new Date("2025-06-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto("/games/whack");
  await hydrated(page);
  expect(fetched).toEqual([]);

  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-game-running", "true");
  // Six seconds into the 30 s round: every idle timeout (2 s for the toaster, 5 s for the chat) has passed.
  await page.clock.runFor(6_000);
  // The shell's extras may be fetched at the first input (the Start tap), but not rendered.
  expect(fetched.filter((c) => c !== "deferred-shell")).toEqual([]);
  await expect(page.locator('[role="region"][aria-label^="Notifications"]')).toHaveCount(0);

  await expect(page.locator("body")).toHaveAttribute("data-game-running", "true");

  // Leaving the round (as its end or a pause does) stops its frame loop.
  await page.getByRole("link", { name: GAMES_HUB.backLabel }).click();
  await expect(page).toHaveURL(/\/games$/);
  // The clock stays paused between steps: each look moves it on by half a second.
  const later = async <T>(look: () => T | Promise<T>): Promise<T> => {
    await page.clock.runFor(500);
    return look();
  };
  await expect.poll(() => later(() => [...fetched].sort())).toEqual(["chat-window", "deferred-shell", "toaster"]);
  await expect.poll(() => later(() => page.locator('[role="region"][aria-label^="Notifications"]').count())).toBe(1);
});

/**
 * A client navigation waits for as many waves of requests in every language as in English
 * (docs/decisions/071-one-catalog-per-route.md): a translated route's one catalog is fetched beside
 * its chunk, never after it, and no component fetches texts of its own. Every request the tap
 * makes is held 300 ms, so each wave shows as its own 300 ms step.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";
import { TEXTS_PATH_PREFIX } from "../contracts/route-texts";

const HOLD_MS = 300;

type Seen = { url: string; at: number };

/** From `/<prefix>games`, taps Snake's card and waits for its board; the requests the tap made, by start time. */
async function tapSnake(page: Page, prefix: string): Promise<{ requests: Seen[]; boardAt: number }> {
  await page.goto(`${prefix}/games`);
  await hydrated(page);
  // Whatever the page loads after hydrating (the shell's extras) is done before the tap.
  await shellExtrasLoaded(page);
  await page.waitForLoadState("networkidle");
  const requests: Seen[] = [];
  let tappedAt = 0;
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    // The API is not the route's code, and the browser asks for the favicon whenever it likes
    // (seen in one language's tap and not the other's), so neither is counted.
    if (url.pathname.startsWith("/api/") || url.pathname === "/favicon.svg") return route.continue();
    requests.push({ url: url.pathname, at: Date.now() - tappedAt });
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  tappedAt = Date.now();
  await page.getByTestId("game-card-snake").getByRole("link").first().click();
  await expect(page.getByTestId("snake-canvas")).toBeVisible({ timeout: 10_000 });
  return { requests, boardAt: Date.now() - tappedAt };
}

test("a tap from the games hub to Snake in Hindi and Arabic asks for the route's one catalog with its chunk, and otherwise for what English asks", async ({ page }) => {
  test.setTimeout(60_000);
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("i18n:")) missing.push(message.text());
  });
  const english = await tapSnake(page, "");
  expect(english.requests.filter((r) => r.url.startsWith(TEXTS_PATH_PREFIX))).toEqual([]);
  const englishCode = english.requests.map((r) => r.url).sort();
  expect(englishCode.length).toBeGreaterThan(0);
  for (const [prefix, code] of [
    ["/hi", "hi"],
    ["/ar", "ar"],
  ] as const) {
    await page.unrouteAll({ behavior: "wait" });
    const translated = await tapSnake(page, prefix);
    const texts = translated.requests.filter((r) => r.url.startsWith(TEXTS_PATH_PREFIX));
    const seen = JSON.stringify(translated.requests);
    // One catalog, the route's, in the page's language...
    expect(
      texts.map((r) => r.url),
      seen,
    ).toEqual([expect.stringMatching(new RegExp(`/${code}/games/snake\\.json$`))]);
    // ... asked for with the route's chunk, the tap's first request, not after any request came back:
    // it adds no wave to the chunks' (held 300 ms each, a request after another would start 300 ms later).
    const first = Math.min(...translated.requests.map((r) => r.at));
    expect((texts[0] as Seen).at - first, seen).toBeLessThan(HOLD_MS / 2);
    // The same code as English, request for request: no component fetches texts of its own.
    expect(
      translated.requests
        .filter((r) => !r.url.startsWith(TEXTS_PATH_PREFIX))
        .map((r) => r.url)
        .sort(),
      seen,
    ).toEqual(englishCode);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
  }
  expect(missing).toEqual([]);
});

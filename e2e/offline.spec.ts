import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { game2048Plan } from "./game-helpers";
import { expectToast } from "./toasts";
import { LIKES_OUTCOME_TEXTS } from "../contracts/likes";
import { LIKES_PAGE } from "../web/content/ff-bots-likes";
import { OFFLINE_TEXT } from "../web/pwa/offline-page";
import { UPDATE_TOAST } from "../web/shell/service-worker-updates";

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: "allow" });

/** First visit: the worker installs (precaching everything), activates and controls the page. */
async function visitOnceAndLetTheWorkerInstall(page: Page) {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

test("after one visit, games, utilities and the likes page open offline; other pages show the offline page", async ({ page, context }) => {
  test.setTimeout(60_000);
  await visitOnceAndLetTheWorkerInstall(page);
  // API answers always come from the network, never from the worker.
  const health = await page.request.get("/api/health");
  expect(health.ok()).toBe(true);
  const [apiResponse] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/ff-likes/status")), page.goto("/ff-bots/likes")]);
  expect(apiResponse.fromServiceWorker()).toBe(false);

  await context.setOffline(true);

  // A game, reloaded offline, is played to the end.
  const seed = 5;
  const plan = game2048Plan(seed);
  await page.goto(`/games/2048?seed=${seed}`);
  await hydrated(page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("score-2048")).toHaveText("0");
  for (const key of plan.keys) await page.keyboard.press(key);
  await expect(page.getByTestId("game-status")).toHaveText(`Game Over! Final Score: ${plan.score}`);
  await expect(page.getByTestId("score-2048")).toHaveText(String(plan.score));

  // A utility whose library loads lazily (the QR code generator).
  await page.goto("/utility-tools?tab=qr");
  await hydrated(page);
  await page.getByLabel("Text or URL").fill("https://example.com/offline");
  await page.getByRole("button", { name: "Generate" }).click();
  await expectToast(page, "Generated!", "QR code created successfully");
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("src", /^data:image\/png;base64,/);

  // A page never saved on this device: the offline page, at the address asked for.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_TEXT.title);
  await expect(page.getByTestId("offline-page")).toContainText(OFFLINE_TEXT.body);
  expect(page.url()).toMatch(/\/about$/);
  // ... in the address's language: a Hindi page not saved shows the Hindi offline page, an Arabic one the Arabic page, right to left.
  const offlineHi = JSON.parse(readFileSync("web/i18n/messages/hi/pwa-offline.json", "utf8")) as typeof OFFLINE_TEXT;
  await page.goto("/hi/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlineHi.title);
  await expect(page.getByTestId("offline-page").getByRole("link", { name: offlineHi.games })).toHaveAttribute("href", "/hi/games");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.goto("/ar/blog");
  await expect(page.getByTestId("offline-page")).toContainText((JSON.parse(readFileSync("web/i18n/messages/ar/pwa-offline.json", "utf8")) as typeof OFFLINE_TEXT).body);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // The likes tool says plainly that it needs a connection, and a request fails with the connection toast.
  await page.goto("/ff-bots/likes");
  await hydrated(page);
  await expect(page.getByTestId("likes-offline")).toHaveText(LIKES_PAGE.offlineNote);
  await page.getByLabel("Player UID").fill("123456789");
  await page.getByLabel("Region").selectOption("ind");
  await page.getByRole("button", { name: LIKES_PAGE.submit }).click();
  await expectToast(page, LIKES_OUTCOME_TEXTS.connection.title, LIKES_OUTCOME_TEXTS.connection.description, "destructive");

  // Back online: the note goes, and pages come from the network again.
  await context.setOffline(false);
  await expect(page.getByTestId("likes-offline")).toHaveCount(0);
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(OFFLINE_TEXT.title);
});

test("after one visit to a page in Hindi, its games hub, its games and the tools' tabs open offline in Hindi, and a tap between them too", async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto("/hi/about");
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  // The worker keeps the language's pages once asked (the page asks after registering, web/shell/service-worker-updates.tsx).
  const kept = () =>
    page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).match(`${location.origin}/hi/games/snake`)))).some(Boolean));
  await expect.poll(kept, { timeout: 20_000 }).toBe(true);
  const hub = JSON.parse(readFileSync("web/i18n/messages/hi/games-hub.json", "utf8")) as { title: string };

  await context.setOffline(true);
  await page.goto("/hi/games");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hub.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // A tap to a game: its route's catalog comes from the worker too.
  await page.getByTestId("game-card-snake").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/hi\/games\/snake$/);
  await expect(page.getByTestId("snake-canvas")).toBeVisible();
  const snake = JSON.parse(readFileSync("web/i18n/messages/hi/games-snake.json", "utf8")) as { idle: string };
  await expect(page.getByText(snake.idle)).toBeVisible();
  // Another game, opened by its address.
  await page.goto("/hi/games/2048");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
  // The tools' page, and a tab never opened online: a lazy part, whose catalog was kept with the language.
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("i18n:")) missing.push(message.text());
  });
  await page.goto("/hi/tools");
  await hydrated(page);
  const tools = JSON.parse(readFileSync("web/i18n/messages/hi/tools-hub.json", "utf8")) as { uidTab: string };
  const uid = JSON.parse(readFileSync("web/i18n/messages/hi/tools-uid.json", "utf8")) as { title: string };
  await page.getByRole("tab", { name: tools.uidTab }).click();
  await expect(page.getByRole("heading", { name: uid.title })).toBeVisible({ timeout: 20_000 });
  expect(missing).toEqual([]);
});

test("a new version waits until the visitor chooses Reload, then takes over", async ({ page }) => {
  test.setTimeout(60_000);
  await visitOnceAndLetTheWorkerInstall(page);
  // The next deploy, as the browser sees it: the registration gets a worker script it has not run.
  // (Playwright cannot rewrite the worker script's own update request, so a new script URL stands in
  // for new bytes; the server ignores the query.)
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next-version", { scope: "/" }));
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(UPDATE_TOAST.title, { exact: true })).toBeVisible({ timeout: 20_000 });
  // The open page still runs on the version it loaded with; the new one waits.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.scriptURL))).toMatch(/next-version$/);

  await Promise.all([page.waitForEvent("load"), toast.getByRole("button", { name: UPDATE_TOAST.action }).click()]);
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/next-version$/);
});

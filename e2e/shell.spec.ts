import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";
import { NAV_LINKS } from "../contracts/site-routes";
import { GREETINGS } from "../web/content/greetings";
import { NOT_FOUND } from "../web/content/not-found";
import { MOTIVATIONAL_MESSAGES, THANKS_MESSAGE } from "../web/shell/effects/effects-rules";
import { THEME_TOAST } from "../web/shell/theme/theme-toggle";

test.describe("navigation", () => {
  test("the header lists every nav link with its exact label and path, in order", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(NAV_LINKS.map((l) => l.label));
    for (const [i, link] of NAV_LINKS.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", link.path);
    }
    expect(NAV_LINKS.map((l) => `${l.label}: ${l.path}`)).toEqual([
      "Home: /",
      "About: /about",
      "Portfolio: /portfolio",
      "Free Fire Bots: /ff-bots",
      "Games: /games",
      "Tools: /tools",
      "Utilities: /utility-tools",
      "Blog: /blog",
      "Social: /social",
      "Contact: /contact",
    ]);
  });

  test("home has no Back button; other pages do", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);
    await page.goto("/terms-conditions");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Back", exact: true })).toBeVisible();
  });

  test("Back goes back in history", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Disclaimer" }).click();
    await expect(page).toHaveURL(/\/disclaimer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
  });

  test("Back goes back too after a plain-link page load (a footer link followed before the page's code arrived)", async ({ page }) => {
    // The page's code never arrives here, so its prerendered link loads a new document, as it
    // does on a slow phone when tapped early. The page before is still in the tab's history.
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) =>
      route.request().frame().url().endsWith("/terms-conditions") ? new Promise<void>(() => {}) : route.continue(),
    );
    // The page's window load event comes without it: the entry is a dynamic import.
    await page.goto("/terms-conditions");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Disclaimer" }).click();
    await expect(page).toHaveURL(/\/disclaimer$/);
    await hydrated(page);
    expect(loads).toHaveLength(1);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
  });

  test("Back goes home when there is no history", async ({ page }) => {
    await page.goto("/disclaimer");
    await hydrated(page);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hey, I'm");
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Disclaimer" }).click();
    await expect(page).toHaveURL(/\/disclaimer$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the scroll-to-top button appears after 500 px", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    await expect(page.getByTestId("scroll-to-top")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByTestId("scroll-to-top").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test("opens, lists the links and Back, closes on a chosen link and on Escape", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link")).toHaveText(NAV_LINKS.map((l) => l.label));
    await expect(page.locator("#mobile-menu").getByRole("button", { name: "Back", exact: true })).toBeVisible();

    await menu.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test("on a phone, the header's buttons stand where they stay while the page is still arriving", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const html = await (await request.get("/blog")).text();
  const menuButton = html.indexOf('aria-label="Open menu"');
  expect(menuButton).toBeGreaterThan(0);
  // A slow phone paints what it has parsed: here the page as it stands when the header's theme
  // button has arrived and the menu button has not.
  const cut = html.slice(0, html.lastIndexOf("<button", menuButton));
  await page.route("**/blog", (route) => route.fulfill({ contentType: "text/html", body: cut }));
  await page.goto("/blog");
  const early = await page.getByTestId("theme-toggle").boundingBox();
  await page.unroute("**/blog");
  await page.goto("/blog");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  expect(await page.getByTestId("theme-toggle").boundingBox()).toEqual(early);
});

test.describe("theme", () => {
  test("is dark by default, toggles, and the stored choice applies before first paint after a reload", async ({ page }) => {
    await page.addInitScript(() => {
      // Record the root's classes at the first frame the browser paints.
      requestAnimationFrame(() => {
        (window as unknown as { firstPaintClass: string }).firstPaintClass = document.documentElement.className;
      });
    });
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    await page.reload();
    await hydrated(page);
    const first = await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass);
    expect(first).toContain("light");
    expect(first).not.toContain("dark");
    await expect(page.locator("html")).toHaveClass(/light/);
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-label", "Switch to dark theme");
  });

  test("a stored light theme keeps the prerendered page on screen while its deferred code loads", async ({ page }) => {
    // The theme state catches up with the stored choice after hydration. That update must not
    // reach the shell's extras still showing their prerendered HTML (web/shell/deferred-parts.tsx):
    // React would throw that HTML away and show their empty fallback until the code arrived.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => {
      void page.route(/\/assets\/deferred-shell-[\w-]+\.js$/, async (route) => {
        resolve();
        await released;
        await route.continue();
      });
    });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-label", "Switch to dark theme");
    await requested;
    // The particle layer is the extras' prerendered HTML.
    await expect(page.getByTestId("particles")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    release();
    await shellExtrasLoaded(page);
    await expect(page.getByTestId("particles")).toHaveCount(1);
  });

  test("shows only one toast at a time", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("theme-toggle").click();
    await page.getByTestId("theme-toggle").click();
    const toasts = page.getByTestId("toast");
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText(THEME_TOAST.dark);
  });
});

test.describe("404", () => {
  test("an unknown path answers 404 with the friendly bilingual page", async ({ page }) => {
    const res = await page.goto("/this/page/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND.title })).toBeVisible();
    await expect(page.getByText(NOT_FOUND.english)).toBeVisible();
    await expect(page.getByText(NOT_FOUND.hinglish)).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Go Back returns to the previous page", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    await page.goto("/nope");
    await hydrated(page);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
  });
});

test.describe("splash", () => {
  test("is gone within 1.5 s even when the page never finishes loading", async ({ page }) => {
    // Hold the avatar image forever, so the window load event never fires: only the 1.5 s cap
    // can lower the splash. The page's own clock records when the class comes and goes.
    await page.route("**/avatar.svg", () => new Promise(() => {}));
    await page.addInitScript(() => {
      const w = window as unknown as { splashTimes: { shown?: number; hidden?: number; loaded: boolean } };
      w.splashTimes = { loaded: false };
      addEventListener("load", () => (w.splashTimes.loaded = true));
      new MutationObserver(() => {
        const on = document.documentElement.classList.contains("splash");
        if (on && w.splashTimes.shown === undefined) w.splashTimes.shown = performance.now();
        if (!on && w.splashTimes.shown !== undefined && w.splashTimes.hidden === undefined) w.splashTimes.hidden = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("#splash")).toBeHidden({ timeout: 4000 });
    const times = await page.evaluate(() => (window as unknown as { splashTimes: { shown: number; hidden: number; loaded: boolean } }).splashTimes);
    expect(times.loaded).toBe(false);
    const shownFor = times.hidden - times.shown;
    // The cap is a 1500 ms timer: never earlier; the slack above only covers a busy machine's late timer.
    expect(shownFor).toBeGreaterThanOrEqual(1490);
    expect(shownFor).toBeLessThan(1500 + 400);
  });

  test("lowers at the window load event when that comes first", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.locator("#splash")).toBeHidden();
  });

  test("never hides the prerendered page from visitors without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/terms-conditions");
    await expect(page.locator("#splash")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
    await context.close();
  });
});

test.describe("greeting box", () => {
  const cases = [
    { hour: 8, group: "morning" },
    { hour: 14, group: "afternoon" },
    { hour: 19, group: "evening" },
    { hour: 23, group: "night" },
  ] as const;
  for (const { hour, group } of cases) {
    test(`shows a ${group} greeting at ${hour}:00`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(2025, 5, 1, hour, 0, 0));
      await page.goto("/");
      await hydrated(page);
      const box = page.getByTestId("greeting-box");
      await expect(box).toHaveAttribute("data-time-of-day", group);
      await expect(box).toContainText(GREETINGS[group][0]!.greeting);
      await expect(box).toContainText(GREETINGS[group][0]!.phrase);
    });
  }

  test("stays off game screens so it never covers a board's controls", async ({ page }) => {
    await page.goto("/games/tictactoe");
    await hydrated(page);
    await expect(page.getByTestId("greeting-box")).toHaveCount(0);
    await page.goto("/games");
    await hydrated(page);
    await expect(page.getByTestId("greeting-box")).toBeVisible();
  });

  test("moves to the next entry every 8 seconds", async ({ page }) => {
    await page.clock.install({ time: new Date(2025, 5, 1, 9, 0, 0) });
    await page.goto("/");
    await hydrated(page);
    const box = page.getByTestId("greeting-box");
    await expect(box).toContainText(GREETINGS.morning[0]!.greeting);
    await page.clock.runFor(8000);
    await expect(box).toContainText(GREETINGS.morning[1]!.greeting);
  });
});

test.describe("easter eggs", () => {
  test("the n key shows confetti, then the thank-you popup for 3 s", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // The easter eggs come with the shell extras (web/shell/deferred-shell.tsx), loaded when the
    // browser is idle; a key pressed before they arrive is not replayed.
    await shellExtrasLoaded(page);
    await page.locator("body").press("n");
    await expect(page.getByTestId("confetti-piece").first()).toBeAttached();
    const popup = page.getByTestId("easter-egg-popup");
    await expect(popup).toHaveText(THANKS_MESSAGE);
    await expect(popup).toBeHidden({ timeout: 4000 });
  });

  test("typing n in a field does not fire it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await shellExtrasLoaded(page);
    await page.evaluate(() => {
      const input = document.createElement("input");
      input.id = "probe";
      document.body.prepend(input);
    });
    await page.locator("#probe").press("n");
    // The first piece of a burst comes on a zero-delay timer: after a timer and two frames it
    // would be on screen, so none now means the key in the field started nothing.
    await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 0)));
    await expect(page.getByTestId("confetti-piece")).toHaveCount(0);
    // The same key outside the field does fire, so the listener was there to ignore it.
    await page.locator("#probe").blur();
    await page.locator("body").press("n");
    await expect(page.getByTestId("confetti-piece").first()).toBeAttached();
  });

  test("clicking a fully rounded element shows a motivational popup", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await shellExtrasLoaded(page);
    page.on("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: /say hi/ }).click();
    await expect(page.getByTestId("easter-egg-popup")).toHaveText(new RegExp(MOTIVATIONAL_MESSAGES.map(escape).join("|")));
  });
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

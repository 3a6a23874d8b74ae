import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A control that looks ready works (web/lib/ui/not-ready.ts): on a throttled phone (slow 4G and a
 * 4x slower CPU, bench/first-tap.ts's profile), each control is tapped the moment it is painted.
 * At that tap it either works, or it said it was not ready (data-not-ready, aria-busy); and once it
 * no longer says so, a tap works. The page records, at the press itself, whether the control said
 * so, so the check does not depend on when the test reads the page.
 */
test.describe.configure({ mode: "parallel" });
test.setTimeout(120_000);

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/** A press the page saw: on a control saying it was not ready, on the control tapped, and what it landed on. */
type Press = { notReady: boolean; onControl: boolean; target: string };

async function recordPresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __presses: Press[]; __control?: Element };
    w.__presses = [];
    // A disabled button (the likes submit before hydration) gets no pointer events: tap() then reads the page just before.
    document.addEventListener(
      "pointerdown",
      (e) => {
        const el = e.target instanceof Element ? e.target : null;
        const target = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("aria-label") ? `[${el.getAttribute("aria-label")}]` : ""}` : "nothing";
        w.__presses.push({ notReady: el?.closest("[data-not-ready]") != null, onControl: el !== null && w.__control?.contains(el) === true, target });
      },
      true,
    );
  });
}

/**
 * Where a visitor would tap the control once it is painted: a frame is drawn only after the page's
 * render-blocking stylesheet has arrived, and before that the layout a script reads is the unstyled
 * one, which no visitor sees (a press there lands on whatever the styled page puts at that spot).
 * Null while something else lies at the control's middle, such as the splash, which covers the
 * whole page for its first second or so (the boot script's rule) and takes any press made on it.
 */
function paintedMiddle(control: Locator): Promise<[number, number] | null> {
  return control.evaluate(async (e) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = e.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    return box.width > 0 && e.contains(document.elementFromPoint(x, y)) ? [x, y] : null;
  });
}

/**
 * Taps the control's middle through the input pipeline the moment a visitor can see it (no
 * actionability wait: this is the first paint). Returns whether the press found the control saying
 * it was not ready.
 */
async function tap(page: Page, control: Locator): Promise<boolean> {
  let at: [number, number] | null = null;
  await expect.poll(async () => (at = await paintedMiddle(control)) !== null, { timeout: 30_000, message: "the control is painted, uncovered" }).toBe(true);
  const [x, y] = at!;
  const presses = () => page.evaluate(() => (window as unknown as { __presses: Press[] }).__presses);
  const before = (await presses()).length;
  const saidBefore = await control.evaluate((e) => {
    (window as unknown as { __control?: Element }).__control = e;
    return e.hasAttribute("data-not-ready");
  });
  await page.mouse.click(x, y);
  const after = await presses();
  if (after.length === before) return saidBefore;
  const press = after.at(-1)!;
  // Where the press landed, named, so a tap taken by something else says what took it.
  expect(press.onControl, `the press landed on ${press.target}`).toBe(true);
  return press.notReady;
}

async function firstTapThenReady(page: Page, path: string, control: Locator, worked: () => Promise<boolean>, before?: () => Promise<void>) {
  await recordPresses(page);
  await throttle(page);
  await page.goto(path, { waitUntil: "commit" });
  await control.waitFor({ state: "visible", timeout: 30_000 });
  await before?.();
  const saidNotReady = await tap(page, control);
  // An ignored tap never works, however long the wait; a handled one may take seconds on this
  // profile (the avatar's popup and the game's deal load over slow 4G at a quarter of the CPU).
  if (!saidNotReady) await expect.poll(worked, { timeout: 30_000, message: "a tap on a control that looked ready was ignored" }).toBe(true);
  else {
    await expect(control).not.toHaveAttribute("data-not-ready", { timeout: 30_000 });
    if (!(await worked())) {
      expect(await tap(page, control)).toBe(false);
      await expect.poll(worked, { timeout: 30_000 }).toBe(true);
    }
  }
}

test("the home avatar, tapped when painted, says hi or says it is not ready yet", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.accept();
  });
  await page.setViewportSize({ width: 360, height: 640 });
  await firstTapThenReady(page, "/", page.locator("main section button").first(), async () => dialogs > 0);
});

test("the menu, tapped when painted, opens or says it is not ready yet", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await firstTapThenReady(page, "/", toggle, () => page.locator("#mobile-menu").isVisible());
});

test("Snake's Start, tapped when painted, starts the round or says it is not ready yet", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  // The round's phase leaves "idle" for good once it starts: a snake heading for the wall ends its
  // round in about 1.5 s, which a check of "running" read from a busy 4x-throttled page can miss.
  const started = page.locator('[data-testid="snake-canvas"]:not([data-phase="idle"])');
  await firstTapThenReady(page, "/games/snake", page.getByRole("button", { name: "Start", exact: true }), async () => (await started.count()) > 0);
});

test("the likes submit, tapped when painted, sends or says it is not ready yet", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  let posted = 0;
  await page.route("**/api/ff-likes", (route) => {
    posted++;
    return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: false, message: "test", code: "no_likes" }) });
  });
  // Typed before the code arrives: the submit reads the form's fields, which hydration keeps.
  const fill = async () => {
    await page.locator("#ff-uid").fill("12345678", { force: true });
    await page.locator("#ff-region").selectOption("ind", { force: true });
  };
  // A submit the page handled sends the request, or (had hydration lost the fields) shows the missing-fields toast.
  const answered = async () => posted > 0 || (await page.getByTestId("toast").getByText("Please enter both UID and select a region").isVisible());
  await firstTapThenReady(page, "/ff-bots/likes", page.locator('form:has(#ff-uid) button[type="submit"]'), answered, fill);
  // Nothing was submitted natively: the page is still the likes page, with nothing in its address.
  expect(new URL(page.url()).search).toBe("");
});

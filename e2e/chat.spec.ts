import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { CHAT_APOLOGIES, CHAT_TEXT } from "../web/content/chat";

const button = (page: Page) => page.getByRole("button", { name: CHAT_TEXT.openLabel });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: CHAT_TEXT.title });
const input = (page: Page) => page.getByRole("textbox", { name: CHAT_TEXT.inputLabel });
const sendButton = (page: Page) => page.getByRole("button", { name: CHAT_TEXT.sendLabel });
const lastMessage = (page: Page) => page.getByTestId("chat-message").last();

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
}

async function openChat(page: Page, path = "/") {
  await page.goto(path);
  await hydrated(page);
  await button(page).click();
  await expect(input(page)).toBeFocused();
}

/** Drags with the mouse from the centre of `locator` by (dx, dy). */
async function mouseDrag(page: Page, locator: Locator, dx: number, dy: number) {
  const b = await box(locator);
  const x = b.x + Math.min(b.width / 2, 40);
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

test.describe("opening and closing", () => {
  test("the round button opens the window and the close button returns to the button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(chatWindow(page)).toHaveCount(0);
    await button(page).click();
    await expect(chatWindow(page)).toBeVisible();
    await expect(chatWindow(page).getByRole("heading", { name: CHAT_TEXT.title })).toBeVisible();
    await expect(page.getByTestId("chat-message").first()).toHaveText(CHAT_TEXT.welcome);
    await expect(button(page)).toHaveCount(0);
    // The round button is not an easter egg.
    await expect(page.getByTestId("easter-egg-popup")).toHaveCount(0);

    await chatWindow(page).getByRole("button", { name: CHAT_TEXT.closeLabel }).click();
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
    await expect(page.getByTestId("easter-egg-popup")).toHaveCount(0);
  });

  test("Escape closes the window, and the keyboard opens it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await button(page).focus();
    await page.keyboard.press("Enter");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
  });

  test("the scroll-to-top button hides while the chat is open", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByTestId("scroll-to-top")).toBeVisible();
    await button(page).click();
    await expect(chatWindow(page)).toBeVisible();
    await expect(page.getByTestId("scroll-to-top")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("scroll-to-top")).toBeVisible();
  });
});

test.describe("size", () => {
  test("is 500 px tall and 24 rem wide on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openChat(page);
    const b = await box(chatWindow(page));
    expect(b.height).toBe(500);
    expect(b.width).toBe(384);
  });

  test("is at most 80% of a short viewport's height", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openChat(page);
    expect((await box(chatWindow(page))).height).toBe(400);
  });

  test("fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await openChat(page);
    const b = await box(chatWindow(page));
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(360);
    expect(b.y + b.height).toBeLessThanOrEqual(640);
    await expect(sendButton(page)).toBeInViewport();
  });
});

test.describe("dragging by mouse", () => {
  test.use({ viewport: { width: 1000, height: 700 } });

  test("moves the button, clamped to the viewport, without opening it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await mouseDrag(page, button(page), -300, -200);
    const moved = await box(button(page));
    expect(moved.x).toBeLessThan(1000 - 56 - 24 - 250);
    await expect(chatWindow(page)).toHaveCount(0);

    await mouseDrag(page, button(page), -5000, -5000);
    expect(await box(button(page))).toMatchObject({ x: 0, y: 0 });
    await mouseDrag(page, button(page), 5000, 5000);
    expect(await box(button(page))).toMatchObject({ x: 1000 - 56, y: 700 - 56 });
  });

  test("the button and the window each keep their own position when switching", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await mouseDrag(page, button(page), -5000, -5000);
    await button(page).click();
    const handle = page.getByTestId("chat-drag-handle");

    const opened = await box(chatWindow(page));
    expect(opened.x).toBeGreaterThan(500); // the window starts in its own corner, not at the button's
    await mouseDrag(page, handle, -400, -150);
    const placed = await box(chatWindow(page));
    expect(placed.x).toBeCloseTo(opened.x - 400, -1);
    expect(placed.y).toBeCloseTo(opened.y - 150, -1);

    await mouseDrag(page, handle, -5000, 5000);
    const clamped = await box(chatWindow(page));
    expect(clamped.x).toBe(0);
    expect(clamped.y + clamped.height).toBe(700);

    await chatWindow(page).getByRole("button", { name: CHAT_TEXT.closeLabel }).click();
    expect(await box(button(page))).toMatchObject({ x: 0, y: 0 });
    await button(page).click();
    expect(await box(chatWindow(page))).toMatchObject({ x: clamped.x, y: clamped.y });
  });

  test("stays inside the viewport after the viewport shrinks", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await button(page).click();
    await mouseDrag(page, page.getByTestId("chat-drag-handle"), 5000, 5000);
    await page.setViewportSize({ width: 700, height: 520 });
    await expect
      .poll(async () => {
        const b = await box(chatWindow(page));
        return b.x >= 0 && b.y >= 0 && b.x + b.width <= 700 && b.y + b.height <= 520;
      })
      .toBe(true);
  });
});

test.describe("dragging by touch", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  async function touchDrag(page: Page, locator: Locator, dx: number, dy: number) {
    const b = await box(locator);
    const x = b.x + Math.min(b.width / 2, 40);
    const y = b.y + b.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * i) / 8, y: y + (dy * i) / 8 }] });
    }
    // Hold still before lifting the finger, as a person placing the button does: a fast lift would
    // be a fling, and the browser swallows the next tap to stop a fling.
    await page.waitForTimeout(200);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx, y: y + dy }] });
    await page.waitForTimeout(200);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  test("moves the button and the window with a finger, clamped to the viewport", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const start = await box(button(page));
    // It starts in the header's slot on a phone-sized screen (decision 047): drag it down and left.
    await touchDrag(page, button(page), -150, 300);
    const moved = await box(button(page));
    expect(moved.x).toBeCloseTo(start.x - 150, -1);
    expect(moved.y).toBeCloseTo(start.y + 300, -1);
    await expect(chatWindow(page)).toHaveCount(0);

    await touchDrag(page, button(page), -1000, -2000);
    expect(await box(button(page))).toMatchObject({ x: 0, y: 0 });

    await button(page).tap();
    await expect(chatWindow(page)).toBeVisible();
    await touchDrag(page, page.getByTestId("chat-drag-handle"), 0, -2000);
    expect((await box(chatWindow(page))).y).toBe(0);
  });
});

test.describe("sending", () => {
  test("Enter sends; Shift+Enter adds a new line", async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route("**/api/chat", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: "text/plain; charset=utf-8", body: "Got it!" });
    });
    await openChat(page);
    await expect(sendButton(page)).toBeDisabled();
    await input(page).press("Enter");
    await input(page).fill("   ");
    await input(page).press("Enter");
    expect(bodies).toHaveLength(0);

    await input(page).fill("first line");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("second line");
    await expect(input(page)).toHaveValue("first line\nsecond line");
    expect(bodies).toHaveLength(0);

    await input(page).press("Enter");
    await expect(lastMessage(page)).toHaveText("Got it!");
    expect(bodies).toEqual([{ messages: [{ role: "user", content: "first line\nsecond line" }] }]);
    await expect(page.getByTestId("chat-message").nth(-2)).toHaveText("first line\nsecond line");
  });

  test("shows Thinking... and disables the input and Send until the reply arrives", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let calls = 0;
    await page.route("**/api/chat", async (route) => {
      calls++;
      await released;
      await route.fulfill({ status: 200, contentType: "text/plain; charset=utf-8", body: "Here you go" });
    });
    await openChat(page);
    await input(page).fill("hello?");
    await sendButton(page).click();
    await expect(input(page)).toHaveValue("");
    await expect(page.getByRole("status").filter({ hasText: CHAT_TEXT.thinking })).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    // The route handler runs when the request reaches Playwright, which can trail the page's render.
    await expect.poll(() => calls).toBe(1);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("chat-message").filter({ hasText: "hello?" })).toHaveCount(1);
    expect(calls).toBe(1);

    release();
    await expect(lastMessage(page)).toHaveText("Here you go");
    await expect(page.getByText(CHAT_TEXT.thinking)).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
  });

  test("a reply from the built-in assistant streams in, with links to the site's pages", async ({ page }) => {
    await openChat(page);
    // Record every length the reply bubble has while it grows.
    await page.evaluate(() => {
      const w = window as unknown as { replyLengths: number[] };
      w.replyLengths = [];
      new MutationObserver(() => {
        const all = document.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]');
        const last = all[all.length - 1];
        if (all.length > 1 && last) w.replyLengths.push(last.textContent?.length ?? 0);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await input(page).fill("Which games are there?");
    await input(page).press("Enter");
    await expect(lastMessage(page)).toContainText("14 free browser games");
    await expect(lastMessage(page)).toContainText("Connect Four");
    await expect(input(page)).toBeEnabled();
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    expect(new Set(lengths.filter((n) => n > 0)).size).toBeGreaterThan(2);
    await expect(lastMessage(page).getByRole("link", { name: "/games" })).toHaveAttribute("href", "/games");
  });

  test("the conversation lasts for the visit: it survives closing the window and changing page", async ({ page }) => {
    await openChat(page);
    await input(page).fill("terms and conditions");
    await input(page).press("Enter");
    const link = lastMessage(page).getByRole("link", { name: "/terms-conditions" });
    await expect(link).toBeVisible();
    await expect(input(page)).toBeEnabled();
    await link.click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
    await chatWindow(page).getByRole("button", { name: CHAT_TEXT.closeLabel }).click();
    await button(page).click();
    await expect(page.getByTestId("chat-message").filter({ hasText: "terms and conditions" })).toHaveCount(1);
  });

  test("a failure shows one of the 6 gaming apologies and logs to the console", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/api/chat", (route) => route.fulfill({ status: 502, contentType: "application/json", body: '{"success":false,"message":"x"}' }));
    await openChat(page);
    await input(page).fill("hi");
    await input(page).press("Enter");
    await expect(lastMessage(page)).toHaveText(new RegExp(`^(${CHAT_APOLOGIES.map(escapeRegExp).join("|")})$`));
    await expect(input(page)).toBeEnabled();
    expect(errors.some((e) => e.includes("Chat assistant failed"))).toBe(true);
    expect(CHAT_APOLOGIES.some((a) => a.includes("360 no-scope"))).toBe(true);
  });

  test('an empty reply shows "Sorry, I couldn\'t generate a response."', async ({ page }) => {
    await page.route("**/api/chat", (route) => route.fulfill({ status: 200, contentType: "text/plain; charset=utf-8", body: "" }));
    await openChat(page);
    await input(page).fill("hi");
    await input(page).press("Enter");
    await expect(lastMessage(page)).toHaveText("Sorry, I couldn't generate a response.");
  });
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

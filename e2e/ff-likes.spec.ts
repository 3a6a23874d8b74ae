import type { Page } from "@playwright/test";
import { siteConfig } from "../site.config";
import { axePageViolations } from "./axe";
import { DEMO_MESSAGE, REGIONS, VIP_BENEFITS, uidLimitMessage, vipLimitMessage } from "../contracts/likes";
import { expect, hydrated, nextUid, test } from "./likes-stack";
import { VIP_CODE_STORAGE_KEY } from "../web/features/ff-bots/likes/vip-code-storage";

const toast = (page: Page) => page.getByTestId("toast");

async function submit(page: Page, uid: string, region = "ind") {
  await page.getByLabel("Player UID").fill(uid);
  if (region) await page.getByLabel("Region").selectOption(region);
  await page.getByRole("button", { name: "Get Free Likes" }).click();
}

async function expectToast(page: Page, title: string, description: string, variant: "default" | "destructive") {
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
  await expect(toast(page)).toHaveAttribute("data-variant", variant);
}

test.describe("likes form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/ff-bots/likes");
    await hydrated(page);
  });

  test("the UID field takes at most 11 digits and nothing else; nine regions to choose from", async ({ page }) => {
    const uid = page.getByLabel("Player UID");
    await expect(uid).toHaveAttribute("maxlength", "11");
    await uid.pressSequentially("12a34b567890123");
    await expect(uid).toHaveValue("12345678901");
    const options = page.getByLabel("Region").locator("option:not([disabled])");
    await expect(options).toHaveText(REGIONS.map((r) => r.label));
    expect(await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(REGIONS.map((r) => r.value));
  });

  test("missing fields: 'Missing Information' / 'Please enter both UID and select a region'", async ({ page }) => {
    await page.getByRole("button", { name: "Get Free Likes" }).click();
    await expectToast(page, "Missing Information", "Please enter both UID and select a region", "destructive");
    await page.getByLabel("Player UID").fill("123456789");
    await page.getByRole("button", { name: "Get Free Likes" }).click();
    await expectToast(page, "Missing Information", "Please enter both UID and select a region", "destructive");
  });

  test("a short UID: 'Invalid UID' / 'UID must be 8-11 digits'", async ({ page }) => {
    await submit(page, "1234567");
    await expectToast(page, "Invalid UID", "UID must be 8-11 digits", "destructive");
  });

  test("a network failure: '❌ Error' and the 'Connection error' panel", async ({ page }) => {
    await page.route("**/api/ff-likes", (route) => route.abort("connectionrefused"));
    await submit(page, "12345678");
    await expectToast(page, "❌ Error", "Failed to connect to the server. Please try again later.", "destructive");
    await expect(page.getByTestId("likes-error")).toHaveText("Connection error");
  });

  test("an answer that is not JSON (a proxy's error page) counts as a connection error", async ({ page }) => {
    await page.route("**/api/ff-likes", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }));
    await submit(page, "12345678");
    await expectToast(page, "❌ Error", "Failed to connect to the server. Please try again later.", "destructive");
    await expect(page.getByTestId("likes-error")).toHaveText("Connection error");
  });
});

test("demo provider end to end: Demo badge, a success, then the daily limit's VIP panel", async ({ page }) => {
  // The only test that spends the main server's daily use for 127.0.0.1.
  await page.goto("/ff-bots/likes");
  await hydrated(page);
  await expect(page.getByTestId("demo-badge")).toHaveText("Demo");

  await submit(page, "123456789", "sg");
  const panel = page.getByTestId("likes-success");
  // The demo sends nothing: the panel's heading says so, and never "sent successfully" beside it.
  await expect(panel.getByRole("heading")).toContainText(DEMO_MESSAGE);
  await expect(panel).not.toContainText("Congratulations! Likes sent successfully!");
  for (const label of ["Player", "UID", "Level", "Likes Added", "Likes Before", "Likes After"]) await expect(panel).toContainText(label);
  await expect(panel.locator("dd").nth(1)).toHaveText("123456789");
  await expect(panel.locator("dd").nth(3)).toHaveText(/^\+\d+$/);
  const player = (await panel.locator("dd").first().textContent()) ?? "";
  const added = ((await panel.locator("dd").nth(3).textContent()) ?? "").slice(1);
  await expectToast(page, "🎉 Success!", `Added ${added} likes to ${player}! ${DEMO_MESSAGE}.`, "default");

  await submit(page, "987654321", "sg");
  await expect(panel).toHaveCount(0);
  const vip = page.getByTestId("likes-vip");
  await expect(vip).toContainText("VIP Access Required");
  await expect(vip).toContainText(vipLimitMessage(siteConfig.telegramHandle));
  for (const benefit of VIP_BENEFITS) await expect(vip).toContainText(benefit);
  const contact = vip.getByRole("link", { name: "Contact for VIP Access" });
  await expect(contact).toHaveAttribute("href", siteConfig.links.telegramChat);
  await expect(contact).toHaveAttribute("target", "_blank");
  await expectToast(page, "VIP Access Available", vipLimitMessage(siteConfig.telegramHandle), "destructive");
  expect(await axePageViolations(page)).toEqual([]);

  // After a reload the limit is still shown: the page asks the server when it opens.
  await page.reload();
  await expect(page.getByTestId("likes-vip")).toContainText(vipLimitMessage(siteConfig.telegramHandle));
  await expect(page.getByTestId("likes-reset")).toBeVisible();
});

test.describe("with a likes provider (a fake upstream on loopback)", () => {
  // The first test of each worker also waits for the second server to start.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page, likesStack, clientIp }) => {
    expect(clientIp).toMatch(/^198\.18\./);
    await page.goto(`${likesStack.baseURL}/ff-bots/likes`);
    await hydrated(page);
  });

  test("the server says at start which provider is active, and the page shows no Demo badge", async ({ page, likesStack }) => {
    expect(likesStack.log()).toContain("likes provider: upstream likes API at 127.0.0.1");
    await expect(page.getByText("Important Information")).toBeVisible();
    await expect(page.getByText(/The limit resets at midnight \(UTC\)/)).toBeVisible();
    await expect(page.getByTestId("demo-badge")).toHaveCount(0);
  });

  test("success: the success toast and the player's panel", async ({ page }) => {
    const uid = nextUid();
    await submit(page, uid, "br");
    await expectToast(page, "🎉 Success!", "Added 100 likes to FakePlayer!", "default");
    const panel = page.getByTestId("likes-success");
    await expect(panel.locator("dt")).toHaveText(["Player", "UID", "Level", "Likes Added", "Likes Before", "Likes After"]);
    await expect(panel.locator("dd")).toHaveText(["FakePlayer", uid, "57", "+100", "1,200", "1,300"]);
    await expect(page.getByTestId("demo-badge")).toHaveCount(0);
    expect(await axePageViolations(page)).toEqual([]);
  });

  test("success false (status 3): '⚠️ Unable to Process' with the server's message, in the toast and the panel", async ({ page, likesStack }) => {
    const uid = nextUid();
    likesStack.answer(uid, { type: "json", body: { status: 3 } });
    await submit(page, uid);
    const message = "UID already used elsewhere or invalid. Check the UID and the region. Your free use for today was not counted.";
    await expectToast(page, "⚠️ Unable to Process", message, "destructive");
    await expect(page.getByTestId("likes-error")).toHaveText(message);
    expect(await axePageViolations(page)).toEqual([]);
    // The failure did not cost the daily use: the next try goes through.
    likesStack.answer(uid, {
      type: "json",
      body: { status: 1, LikesGivenByAPI: 50, LikesbeforeCommand: 10, LikesafterCommand: 60, PlayerLevel: 3, PlayerNickname: "Retry", UID: uid },
    });
    await submit(page, uid);
    await expectToast(page, "🎉 Success!", "Added 50 likes to Retry!", "default");
  });

  test("a provider outage (HTTP 500): 'Unable to Process' with the server's explanation", async ({ page, likesStack }) => {
    const uid = nextUid();
    likesStack.answer(uid, { type: "raw", httpStatus: 500, body: "boom" });
    await submit(page, uid);
    await expect(page.getByTestId("likes-error")).toHaveText("The likes service is not available right now. Please try again later. Your free use for today was not counted.");
  });

  test("429: the same UID from another visitor gets the VIP panel", async ({ page, likesStack, browser }) => {
    const uid = nextUid();
    const other = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "198.19.0.1" } });
    await other.goto(`${likesStack.baseURL}/ff-bots/likes`);
    await hydrated(other);
    await submit(other, uid);
    await expect(other.getByTestId("likes-success")).toBeVisible();
    await other.close();

    await submit(page, uid);
    await expect(page.getByTestId("likes-vip")).toContainText(uidLimitMessage(siteConfig.telegramHandle));
    await expect(page.getByRole("link", { name: "Contact for VIP Access" })).toHaveAttribute("href", siteConfig.links.telegramChat);
  });

  test("a VIP code is checked before it is kept; a saved one the server later refuses is sent as a Bearer token and explained", async ({ page }) => {
    const message = `This VIP code is not valid. Check it, or contact ${siteConfig.telegramHandle} on Telegram.`;
    await page.getByLabel("VIP code", { exact: true }).fill("VIP-WRONG-CODE0");
    await page.getByRole("button", { name: "Use code" }).click();
    await expect(page.getByTestId("vip-code-refused")).toHaveText(message);
    await expect(page.getByLabel("VIP code", { exact: true })).toHaveValue("VIP-WRONG-CODE0");
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("VIP code", { exact: true })).toHaveValue("");

    // A code saved while it worked, revoked since: what the device holds is still sent, and the answer says why.
    await page.evaluate((key) => localStorage.setItem(key, "VIP-WRONG-CODE0"), VIP_CODE_STORAGE_KEY);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("vip-code-saved")).toContainText("•••••CODE0");

    const request = page.waitForRequest((r) => r.url().endsWith("/api/ff-likes") && r.method() === "POST");
    await submit(page, nextUid());
    expect((await request).headers().authorization).toBe("Bearer VIP-WRONG-CODE0");
    await expectToast(page, "⚠️ Unable to Process", message, "destructive");
    await expect(page.getByTestId("likes-error")).toHaveText(message);

    await page.getByRole("button", { name: "Forget code" }).click();
    await expect(page.getByLabel("VIP code", { exact: true })).toBeVisible();
    await submit(page, nextUid());
    await expect(page.getByTestId("likes-success")).toBeVisible();
  });
});

test("the likes page has no accessibility violations", async ({ page }) => {
  await page.goto("/ff-bots/likes");
  await hydrated(page);
  expect(await axePageViolations(page)).toEqual([]);
});

test("on a phone, the Demo note appearing after the status answer shifts nothing on screen", async ({ browser }) => {
  // Lighthouse's mobile viewport; the status request is held back so the note surely comes after paint.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem("splashShown", "1");
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/ff-likes/status", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/ff-bots/likes");
  await hydrated(page);
  // Painted (two frames), with the status still pending.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  release();
  await expect(page.getByTestId("demo-badge")).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.01);
  await context.close();
});

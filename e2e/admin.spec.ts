import type { Page } from "@playwright/test";
import { ADMIN_MESSAGES } from "../contracts/admin";
import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { TEST_POSTS } from "../test/fixtures/blog";
import { axeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { expectToast } from "./toasts";

const POST_SLUG = TEST_POSTS.strategy;

async function signIn(page: Page): Promise<void> {
  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /^Usage/ })).toContainText("(30 days)");
}

test.describe("operator dashboard", () => {
  test("is noindex and not linked from the site", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator('a[href="/admin"]')).toHaveCount(0);
    await page.goto("/admin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Operator dashboard" })).toBeVisible();
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });

  test("refuses a wrong token, signs in with the right one, and stays signed out after Sign out and a reload", async ({ page }) => {
    await page.goto("/admin");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("Admin token").fill("not-the-right-token");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: ADMIN_MESSAGES.wrongToken })).toBeVisible();

    await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: /^Usage/ })).toContainText("(30 days)");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("draws each chart from the seeded counts, labelled with its totals, and passes axe", async ({ page }) => {
    // Seed through the real API: tool uses and a blog read.
    for (let i = 0; i < 3; i++) expect((await page.request.post("/api/tool-usage/uid-generator", { data: {} })).status()).toBe(204);
    expect((await page.request.get(`/api/blog/${POST_SLUG}`)).status()).toBe(200);
    await signIn(page);

    // Each chart is a canvas drawn by the lazily loaded chart module, labelled with its totals.
    for (const id of ["likes", "tools", "chat", "blog"]) {
      await expect(page.locator(`[data-chart="${id}"] canvas`)).toBeVisible();
    }
    await expect(page.locator('[data-chart="tools"] canvas')).toHaveAttribute("aria-label", /UID generator [3-9]|UID generator \d{2,}/);
    await expect(page.locator('[data-chart="blog"] canvas')).toHaveAttribute("aria-label", /: .+ [1-9]/);
    const drawn = await page.locator('[data-chart="tools"] canvas').evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext("2d")?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
      return data.some((v, i) => i % 4 === 3 && v > 0);
    });
    expect(drawn).toBe(true);
    await expect(page.getByRole("term").filter({ hasText: "Likes provider" })).toBeVisible();
    await expect(page.getByText("Demo (no provider configured)")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a new range is fetched afresh: it counts a use made after the first one was shown", async ({ page }) => {
    // One use first, so the tools chart has a count to show (a chart with no counts draws none).
    expect((await page.request.post("/api/tool-usage/uid-generator", { data: {} })).status()).toBe(204);
    await signIn(page);
    const tools = page.locator('[data-chart="tools"] canvas');
    await expect(tools).toHaveAttribute("aria-label", /UID generator \d+/);
    const before = Number(/UID generator (\d+)/.exec((await tools.getAttribute("aria-label"))!)![1]);
    expect((await page.request.post("/api/tool-usage/uid-generator", { data: {} })).status()).toBe(204);

    await page.getByRole("button", { name: "7 days" }).click();
    await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: /^Usage/ })).toContainText("(7 days)");
    await expect.poll(async () => Number(/UID generator (\d+)/.exec((await tools.getAttribute("aria-label")) ?? "")?.[1])).toBeGreaterThan(before);
  });

  test("a VIP code issued here works on the likes API, is counted, and stops working once revoked", async ({ page }) => {
    // The likes requests carry the code: a free one would spend this address's daily use, which the likes spec needs.
    await signIn(page);
    await page.getByLabel("Note (who it is for)").fill("E2E buyer");
    await page.getByRole("button", { name: "Issue code" }).click();
    const code = page.locator("[data-vip-code]");
    await expect(code).toHaveText(/^VIP(-[A-Z2-9]{5}){5}$/);
    await expectToast(page, "Code issued", "Copy it now: it will not be shown again.");
    const row = page.locator("tr", { hasText: "E2E buyer" });
    await expect(row).toContainText("Active");
    const vip = { authorization: `Bearer ${await code.innerText()}` };
    expect((await page.request.post("/api/ff-likes", { data: { uid: "87654322", region: "ind" }, headers: vip })).status()).toBe(200);
    // The dashboard counts it once it fetches again (a new range is a new fetch).
    await page.getByRole("button", { name: "7 days" }).click();
    await expect(page.locator('[data-chart="likes"] canvas')).toHaveAttribute("aria-label", /Sent [1-9]/);

    await row.getByRole("button", { name: "Revoke E2E buyer" }).click();
    await row.getByRole("group", { name: "Revoke E2E buyer" }).getByRole("button", { name: "Yes, revoke" }).click();
    await expect(row).toContainText("Revoked");
    await expectToast(page, "Code revoked", "It no longer skips the daily limit.");
    expect((await page.request.post("/api/ff-likes", { data: { uid: "87654323", region: "ind" }, headers: vip })).status()).toBe(401);
  });
});
